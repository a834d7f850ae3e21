import {
  type AccessLevel,
  ADMIN_COPY,
  canAccessSection,
  isDeveloperOrSuperAdmin,
  type PermissionsMatrixResponse,
} from '@northdesk/shared';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cellKey, type PendingPermissions, shownLevel, storedLevels } from '../utils/pending-permissions';
import { AccessLevelSelect } from './AccessLevelSelect';

interface PermissionsMatrixProps {
  matrix: PermissionsMatrixResponse;
  pending: PendingPermissions;
  onEdit: (edit: { userId: string; sectionId: string; accessLevel: AccessLevel }) => void;
}

/** The tenant's users × sections; edits stay pending until "Save Changes (n)". */
export function PermissionsMatrix({ matrix, pending, onEdit }: PermissionsMatrixProps) {
  const stored = useMemo(() => storedLevels(matrix.permissions), [matrix.permissions]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.permissionsTitle}</CardTitle>
        <CardDescription>{ADMIN_COPY.permissionsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="sticky left-0 z-10 min-w-48 bg-card">{ADMIN_COPY.userColumn}</TableHead>
              {matrix.sections.map((section) => (
                <TableHead key={section.id} className="whitespace-nowrap">
                  {section.displayName}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {matrix.users.map((user) => {
              const name = user.fullName || user.email;
              const alwaysFull = isDeveloperOrSuperAdmin(user.role);
              return (
                <TableRow key={user.id}>
                  <TableCell className="sticky left-0 z-10 bg-card">
                    <div className="font-medium">{name}</div>
                    <div className="flex items-center gap-2 text-muted-foreground text-xs">
                      <span className="truncate">{user.email}</span>
                      <Badge variant="outline">{user.roleLabel}</Badge>
                    </div>
                  </TableCell>
                  {matrix.sections.map((section) => {
                    const shutOut = !canAccessSection(user.role, section.id);
                    const locked = alwaysFull || shutOut;
                    const level: AccessLevel = alwaysFull
                      ? 'full'
                      : shutOut
                        ? 'no_access'
                        : shownLevel(pending, stored, user.id, section.id);
                    return (
                      <TableCell key={section.id}>
                        <AccessLevelSelect
                          label={`${section.displayName} access for ${name}`}
                          value={level}
                          disabled={locked}
                          title={
                            alwaysFull
                              ? ADMIN_COPY.alwaysFull
                              : shutOut
                                ? ADMIN_COPY.roleCannotEnter
                                : undefined
                          }
                          highlighted={pending.has(cellKey(user.id, section.id))}
                          onChange={(accessLevel) =>
                            onEdit({ userId: user.id, sectionId: section.id, accessLevel })
                          }
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {pending.size > 0 ? (
          <p className="mt-3 text-muted-foreground text-xs">{ADMIN_COPY.pendingChangesHint}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
