import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_COPY, createUserRequestSchema, type Role } from '@northdesk/shared';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { PasswordInput } from '@/modules/ui/components/PasswordInput';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useCreateUser } from '../hooks/useSettingsMutations';
import { RoleSelect } from './RoleSelect';

type Values = z.input<typeof createUserRequestSchema>;
const EMPTY: Values = { fullName: '', email: '', password: '', role: 'operative' };

/** Create user: full name, email, password (>= 6), role; the password is changed at first sign-in. */
export function CreateUserCard({ actorRole }: { actorRole: Role | null }) {
  const create = useCreateUser();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof createUserRequestSchema>>({
    resolver: zodResolver(createUserRequestSchema),
    defaultValues: EMPTY,
  });
  const submit = handleSubmit((values) => create.mutate(values, { onSuccess: () => reset(EMPTY) }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.createUserTitle}</CardTitle>
        <CardDescription>{ADMIN_COPY.createUserDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
          <FormField id="create-user-name" label={ADMIN_COPY.fullNameLabel} error={errors.fullName?.message}>
            {(control) => <Input {...control} autoComplete="off" {...register('fullName')} />}
          </FormField>
          <FormField id="create-user-email" label={ADMIN_COPY.emailLabel} error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <FormField
            id="create-user-password"
            label={ADMIN_COPY.passwordLabel}
            error={errors.password?.message}
          >
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...register('password')} />
            )}
          </FormField>
          <div className="grid content-start gap-2">
            <label htmlFor="create-user-role" className="font-medium text-sm leading-none">
              {ADMIN_COPY.roleColumn}
            </label>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <RoleSelect
                  id="create-user-role"
                  label={ADMIN_COPY.roleColumn}
                  value={field.value ?? 'operative'}
                  onChange={field.onChange}
                  actorRole={actorRole}
                  className="w-full"
                />
              )}
            />
          </div>
          <SubmitButton isPending={create.isPending} className="justify-self-start sm:col-span-2">
            {ADMIN_COPY.createUserButton}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
