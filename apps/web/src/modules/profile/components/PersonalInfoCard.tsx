import { ADMIN_COPY, type Profile } from '@northdesk/shared';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useColleagues } from '../hooks/useColleagues';
import { useUpdateProfile } from '../hooks/useUpdateProfile';

/** The Select's value for "No line manager" (stored as null). */
const NO_LINE_MANAGER = 'none';

/** Email (read-only), full name, position and line manager (another user of the company, or none). */
export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const colleagues = useColleagues();
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(profile.fullName ?? '');
  const [fullNameError, setFullNameError] = useState<string | undefined>();
  const [position, setPosition] = useState(profile.position ?? '');
  const [lineManagerId, setLineManagerId] = useState(profile.lineManagerId ?? NO_LINE_MANAGER);
  const lineManagerLabelId = useId();
  const options = (colleagues.data ?? []).filter((c) => c.id !== profile.id);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.personalInfoTitle}</CardTitle>
        <CardDescription>{ADMIN_COPY.personalInfoDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            // The server refuses it too; saying so here keeps the typed values and the focus.
            if (!fullName.trim()) {
              setFullNameError(ADMIN_COPY.fullNameRequired);
              document.getElementById('profile-full-name')?.focus();
              return;
            }
            setFullNameError(undefined);
            update.mutate({
              fullName,
              position,
              lineManagerId: lineManagerId === NO_LINE_MANAGER ? null : lineManagerId,
            });
          }}
        >
          <FormField
            id="profile-email"
            label={ADMIN_COPY.emailLabel}
            hint={<p className="text-muted-foreground text-xs">{ADMIN_COPY.emailReadOnlyHint}</p>}
          >
            {(control) => <Input {...control} type="email" value={profile.email} readOnly disabled />}
          </FormField>
          <FormField id="profile-full-name" label={ADMIN_COPY.fullNameLabel} error={fullNameError}>
            {(control) => (
              <Input
                {...control}
                required
                value={fullName}
                autoComplete="name"
                maxLength={200}
                onChange={(event) => {
                  setFullName(event.target.value);
                  if (fullNameError && event.target.value.trim()) setFullNameError(undefined);
                }}
              />
            )}
          </FormField>
          <FormField id="profile-position" label={ADMIN_COPY.positionLabel}>
            {(control) => (
              <Input
                {...control}
                value={position}
                autoComplete="organization-title"
                maxLength={200}
                onChange={(event) => setPosition(event.target.value)}
              />
            )}
          </FormField>
          <div className="grid gap-2">
            <Label id={lineManagerLabelId}>{ADMIN_COPY.lineManagerLabel}</Label>
            <Select value={lineManagerId} onValueChange={setLineManagerId} disabled={colleagues.isPending}>
              <SelectTrigger aria-labelledby={lineManagerLabelId} className="w-full sm:w-80">
                <SelectValue placeholder={ADMIN_COPY.noLineManager} />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_LINE_MANAGER}>{ADMIN_COPY.noLineManager}</SelectItem>
                {options.map((colleague) => (
                  <SelectItem key={colleague.id} value={colleague.id}>
                    {colleague.fullName || colleague.email}
                    {colleague.position ? ` · ${colleague.position}` : ''}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <SubmitButton isPending={update.isPending} className="justify-self-start">
            {ADMIN_COPY.saveProfile}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
