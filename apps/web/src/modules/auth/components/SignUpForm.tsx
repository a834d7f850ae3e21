// Renders with Tailwind's class merging (lib/utils.ts): loaded after the sign-in page's first load.
import '@/lib/class-merge';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_COPY, signUpRequestSchema } from '@northdesk/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { AUTH_WEB_COPY } from '../copy';
import { useSignUp } from '../hooks/useSignUp';
import { SignUpPasswordChecklist } from './SignUpPasswordChecklist';

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpRequestSchema),
    defaultValues: { fullName: '', companyName: '', email: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={handleSubmit((values) =>
        signUp.mutate(values, { onSuccess: () => onSignedUp(values.email) }),
      )}
    >
      <FormField id="sign-up-full-name" label={AUTH_WEB_COPY.fullNameLabel} error={errors.fullName?.message}>
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('fullName')}
            autoComplete="name"
            placeholder={AUTH_WEB_COPY.fullNamePlaceholder}
          />
        )}
      </FormField>
      <FormField
        id="sign-up-company-name"
        label={AUTH_WEB_COPY.companyNameLabel}
        error={errors.companyName?.message}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('companyName')}
            autoComplete="organization"
            placeholder={AUTH_WEB_COPY.companyNamePlaceholder}
          />
        )}
      </FormField>
      <FormField id="sign-up-email" label={AUTH_WEB_COPY.emailLabel} error={errors.email?.message}>
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
        id="sign-up-password"
        label={AUTH_WEB_COPY.passwordLabel}
        error={errors.password?.message}
        hint={<SignUpPasswordChecklist password={password} />}
      >
        {(controlProps) => (
          <Input {...controlProps} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField
        id="sign-up-confirm-password"
        label={AUTH_COPY.confirmPasswordLabel}
        error={errors.confirmPassword?.message}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <SubmitButton isPending={signUp.isPending} className="mt-1 w-full">
        {AUTH_WEB_COPY.signUpSubmit}
      </SubmitButton>
    </form>
  );
}
