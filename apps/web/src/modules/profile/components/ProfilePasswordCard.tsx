import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_COPY, type ProfilePasswordRequest, profilePasswordRequestSchema } from '@northdesk/shared';
import { useForm } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/modules/ui/components/FormField';
import { PasswordInput } from '@/modules/ui/components/PasswordInput';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useProfilePasswordChange } from '../hooks/useProfilePasswordChange';

const EMPTY: ProfilePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirm; the server checks the current password. Cleared after a change. */
export function ProfilePasswordCard() {
  const change = useProfilePasswordChange();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfilePasswordRequest>({
    resolver: zodResolver(profilePasswordRequestSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit((values) => change.mutate(values, { onSuccess: () => reset(EMPTY) }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.changePasswordTitle}</CardTitle>
        <CardDescription>{ADMIN_COPY.changePasswordDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <FormField
            id="profile-current-password"
            label={ADMIN_COPY.currentPasswordLabel}
            error={errors.currentPassword?.message}
          >
            {(control) => (
              <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />
            )}
          </FormField>
          <FormField
            id="profile-new-password"
            label={ADMIN_COPY.newPasswordLabel}
            error={errors.newPassword?.message}
          >
            {(control) => (
              <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" />
            )}
          </FormField>
          <FormField
            id="profile-confirm-password"
            label={ADMIN_COPY.confirmNewPasswordLabel}
            error={errors.confirmPassword?.message}
          >
            {(control) => (
              <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
            )}
          </FormField>
          <SubmitButton isPending={change.isPending} className="justify-self-start">
            {ADMIN_COPY.changePasswordButton}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
