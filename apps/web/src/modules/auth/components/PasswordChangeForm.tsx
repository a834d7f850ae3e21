import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_COPY, changePasswordValueSchema } from '@northdesk/shared';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { PasswordInput } from '@/modules/ui/components/PasswordInput';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { AUTH_WEB_COPY } from '../copy';
import { useChangePassword } from '../hooks/useChangePassword';

export type PasswordChangeMode = 'forced' | 'optional';

function passwordChangeSchema(mode: PasswordChangeMode) {
  return z
    .object({
      currentPassword:
        mode === 'optional' ? z.string().min(1, AUTH_COPY.currentPasswordRequired) : z.string(),
      newPassword: changePasswordValueSchema,
      confirmPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: AUTH_COPY.passwordsDoNotMatch,
    });
}

interface PasswordChangeFormProps {
  mode: PasswordChangeMode;
  onDone: () => void;
}

export function PasswordChangeForm({ mode, onDone }: PasswordChangeFormProps) {
  const changePassword = useChangePassword();
  const schema = useMemo(() => passwordChangeSchema(mode), [mode]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });

  const submit = handleSubmit((values) => {
    changePassword.mutate(
      {
        // The forced first-login change has no current password to give.
        currentPassword: mode === 'optional' ? values.currentPassword : undefined,
        newPassword: values.newPassword,
      },
      {
        onSuccess: () => {
          reset();
          onDone();
        },
      },
    );
  });

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        // Dialogs portal out of the DOM but not out of React's tree: keep the submit from bubbling.
        event.stopPropagation();
        void submit(event);
      }}
    >
      {mode === 'optional' ? (
        <FormField
          id="password-change-current"
          label={AUTH_COPY.currentPasswordLabel}
          error={errors.currentPassword?.message}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('currentPassword')}
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
      ) : null}
      <FormField
        id="password-change-new"
        label={AUTH_COPY.newPasswordLabel}
        error={errors.newPassword?.message}
        hint={<p className="text-muted-foreground text-xs">{AUTH_WEB_COPY.changePasswordHint}</p>}
      >
        {(controlProps) => (
          <PasswordInput {...controlProps} {...register('newPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <FormField
        id="password-change-confirm"
        label={AUTH_COPY.confirmPasswordLabel}
        error={errors.confirmPassword?.message}
      >
        {(controlProps) => (
          <PasswordInput {...controlProps} {...register('confirmPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <DialogFooter>
        {mode === 'optional' ? (
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {AUTH_COPY.cancel}
            </Button>
          </DialogClose>
        ) : null}
        <SubmitButton isPending={changePassword.isPending} disabled={!newPassword || !confirmPassword}>
          {AUTH_COPY.updatePassword}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
