import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_COPY, createInvitationRequestSchema, type Role } from '@northdesk/shared';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useCreateInvitation } from '../hooks/useSettingsMutations';
import { RoleSelect } from './RoleSelect';

type Values = z.input<typeof createInvitationRequestSchema>;
const EMPTY: Values = { email: '', role: 'operative' };

/** Invite by email with a role; the mail's link lets the person join this company. */
export function InviteCard({ actorRole }: { actorRole: Role | null }) {
  const invite = useCreateInvitation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof createInvitationRequestSchema>>({
    resolver: zodResolver(createInvitationRequestSchema),
    defaultValues: EMPTY,
  });
  const submit = handleSubmit((values) => invite.mutate(values, { onSuccess: () => reset(EMPTY) }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.inviteTitle}</CardTitle>
        <CardDescription>{ADMIN_COPY.inviteDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-wrap items-start gap-4"
          onSubmit={(event) => void submit(event)}
        >
          <FormField
            id="invite-email"
            label={ADMIN_COPY.emailLabel}
            error={errors.email?.message}
            className="min-w-60 flex-1"
          >
            {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <div className="grid gap-2">
            <label htmlFor="invite-role" className="font-medium text-sm leading-none">
              {ADMIN_COPY.roleColumn}
            </label>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <RoleSelect
                  id="invite-role"
                  label={`${ADMIN_COPY.roleColumn} for the invitation`}
                  value={field.value ?? 'operative'}
                  onChange={field.onChange}
                  actorRole={actorRole}
                />
              )}
            />
          </div>
          <SubmitButton isPending={invite.isPending} className="mt-6">
            {ADMIN_COPY.sendInvitation}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
