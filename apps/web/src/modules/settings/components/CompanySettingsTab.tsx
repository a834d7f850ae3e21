import {
  type AccessLevel,
  ADMIN_COPY,
  type CompanySettings,
  canAccessSection,
  type DefaultAccessLevels,
  effectiveAccessLevel,
  isDeveloperOrSuperAdmin,
  PERMISSION_SECTIONS,
  ROLES,
  roleLabel,
} from '@northdesk/shared';
import { CloudIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { HolidaySettingsCard } from '@/modules/holidays/components/HolidaySettingsCard';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useUpdateDefaultLevels, useUpdateRspRounding } from '../hooks/useSettingsMutations';
import { AccessLevelSelect } from './AccessLevelSelect';

function RspRoundingCard({ enabled }: { enabled: boolean }) {
  const update = useUpdateRspRounding();
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.companySettingsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex items-start justify-between gap-6">
        <div className="grid gap-1">
          <Label htmlFor={id}>{ADMIN_COPY.rspRoundingLabel}</Label>
          <p className="text-muted-foreground text-sm">{ADMIN_COPY.rspRoundingDescription}</p>
        </div>
        <Switch
          id={id}
          checked={update.isPending && update.variables !== undefined ? update.variables : enabled}
          disabled={update.isPending}
          onCheckedChange={(checked) => update.mutate(checked)}
        />
      </CardContent>
    </Card>
  );
}

function DefaultLevelsCard({ levels }: { levels: DefaultAccessLevels }) {
  const update = useUpdateDefaultLevels();
  const [draft, setDraft] = useState(levels);
  const changed = JSON.stringify(draft) !== JSON.stringify(levels);
  const set = (role: (typeof ROLES)[number], section: string, level: AccessLevel) =>
    setDraft((current) => ({ ...current, [role]: { ...current[role], [section]: level } }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.defaultLevelsTitle}</CardTitle>
        <CardDescription>{ADMIN_COPY.defaultLevelsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="sticky left-0 z-10 bg-card">{ADMIN_COPY.roleColumn}</TableHead>
                {PERMISSION_SECTIONS.map((section) => (
                  <TableHead key={section.id} className="whitespace-nowrap">
                    {section.displayName}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {ROLES.map((role) => (
                <TableRow key={role}>
                  <TableCell className="sticky left-0 z-10 bg-card font-medium">{roleLabel(role)}</TableCell>
                  {PERMISSION_SECTIONS.map((section) => {
                    // The level those users will really have, as in the permissions matrix: a role that
                    // always has full, or cannot enter the section, is shown so and cannot be changed.
                    const alwaysFull = isDeveloperOrSuperAdmin(role);
                    const shutOut = !canAccessSection(role, section.id);
                    return (
                      <TableCell key={section.id}>
                        <AccessLevelSelect
                          label={`Default ${section.displayName} access for ${roleLabel(role)}`}
                          value={effectiveAccessLevel(role, section.id, draft[role][section.id])}
                          disabled={alwaysFull || shutOut}
                          title={
                            alwaysFull
                              ? ADMIN_COPY.alwaysFull
                              : shutOut
                                ? ADMIN_COPY.roleCannotEnter
                                : undefined
                          }
                          onChange={(level) => set(role, section.id, level)}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={!changed || update.isPending} onClick={() => update.mutate(draft)}>
            {update.isPending ? <Spinner size="sm" aria-hidden="true" className="text-current" /> : null}
            {ADMIN_COPY.saveDefaultLevels}
          </Button>
          {changed ? (
            <Button type="button" variant="ghost" onClick={() => setDraft(levels)}>
              {ADMIN_COPY.cancel}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

export function CloudStorageNote() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CloudIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {ADMIN_COPY.cloudStorageTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground text-sm">{ADMIN_COPY.cloudStorageNote}</p>
      </CardContent>
    </Card>
  );
}

/** RSP rounding, the default access levels of new users, holidays (allowance and public holidays), and the cloud storage note. */
export function CompanySettingsTab({ settings }: { settings: CompanySettings }) {
  return (
    <div className="grid gap-6">
      <RspRoundingCard enabled={settings.roundRspToWholeNumbers} />
      <DefaultLevelsCard
        key={JSON.stringify(settings.defaultAccessLevels)}
        levels={settings.defaultAccessLevels}
      />
      <HolidaySettingsCard />
      <CloudStorageNote />
    </div>
  );
}
