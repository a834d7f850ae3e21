import { AUTH_COPY, PASSWORD_RULES } from '@northdesk/shared';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import { FormField } from '@/modules/ui/components/FormField';
import { PasswordInput } from '@/modules/ui/components/PasswordInput';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useResetPassword } from '../hooks/useResetPassword';

interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The reset page reports its rule violations as toasts (docs/product/shell.md), not under the fields. */
function validationToast({ newPassword, confirmPassword }: ResetPasswordValues): [string, string] | null {
  if (newPassword !== confirmPassword) return [AUTH_COPY.resetMismatchTitle, AUTH_COPY.resetMismatchMessage];
  if (newPassword.length < PASSWORD_RULES.resetMinLength) {
    return [AUTH_COPY.resetTooShortTitle, AUTH_COPY.resetTooShortMessage];
  }
  return null;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const { register, handleSubmit } = useForm<ResetPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = (values: ResetPasswordValues) => {
    const problem = validationToast(values);
    if (problem) {
      const [title, description] = problem;
      toast.error(title, { description });
      return;
    }
    resetPassword.mutate({ token, newPassword: values.newPassword });
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit(submit)}>
      <FormField id="reset-new-password" label={AUTH_COPY.newPasswordLabel}>
        {(controlProps) => (
          <PasswordInput {...controlProps} {...register('newPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <FormField id="reset-confirm-password" label={AUTH_COPY.confirmPasswordLabel}>
        {(controlProps) => (
          <PasswordInput {...controlProps} {...register('confirmPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <SubmitButton isPending={resetPassword.isPending} className="mt-1 w-full">
        {AUTH_COPY.updatePassword}
      </SubmitButton>
    </form>
  );
}
