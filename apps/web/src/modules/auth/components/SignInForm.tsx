import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_COPY, signInRequestSchema } from '@northdesk/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { AUTH_WEB_COPY } from '../copy';
import { useSignIn } from '../hooks/useSignIn';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { VerifyEmailNote } from './VerifyEmailNote';

interface SignInFormProps {
  defaultEmail: string;
  showVerifyEmailNote: boolean;
}

export function SignInForm({ defaultEmail, showVerifyEmailNote }: SignInFormProps) {
  const signIn = useSignIn();
  // The email the reset dialog starts with; null while the dialog is closed.
  const [resetDialogEmail, setResetDialogEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  return (
    <>
      <form noValidate className="grid gap-5" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
        {showVerifyEmailNote ? <VerifyEmailNote /> : null}
        <FormField id="sign-in-email" label={AUTH_WEB_COPY.emailLabel} error={errors.email?.message}>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('email')}
              type="email"
              autoComplete="email"
              placeholder={AUTH_WEB_COPY.emailPlaceholder}
            />
          )}
        </FormField>
        <FormField
          id="sign-in-password"
          label={AUTH_WEB_COPY.passwordLabel}
          error={errors.password?.message}
          labelAside={
            <button
              type="button"
              className="rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              onClick={() => setResetDialogEmail(getValues('email'))}
            >
              {AUTH_COPY.forgotPasswordLink}
            </button>
          }
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('password')}
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
        <SubmitButton isPending={signIn.isPending} className="mt-1 w-full">
          {AUTH_WEB_COPY.signInSubmit}
        </SubmitButton>
      </form>
      {/* Outside the form: React events bubble through portals, so a nested submit would reach it. */}
      <ForgotPasswordDialog
        open={resetDialogEmail !== null}
        defaultEmail={resetDialogEmail ?? ''}
        onOpenChange={(open) => {
          if (!open) setResetDialogEmail(null);
        }}
      />
    </>
  );
}
