import { AUTH_COPY, type SignInRequest } from '@northdesk/shared';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { AUTH_WEB_COPY } from '../copy';
import { useSignIn } from '../hooks/useSignIn';
import type { SignInErrors, SignInField } from '../utils/sign-in-validation';

/**
 * The sign-in page is the first load of every new visitor, so its form is plain React state
 * rather than react-hook-form, and its schema (zod, with the shared package) is fetched when the
 * person starts on the form, not with the page (issue 17). A submit waits for it. Same rules as
 * the other forms: checked on submit, then again as the person corrects a field.
 */
const loadValidation = () => import('../utils/sign-in-validation');
const prefetchValidation = () => void loadValidation().catch(() => undefined);

// Shown only after a sign-up (whose code brought its icon library): not in the first load.
const VerifyEmailNote = lazy(() =>
  import('./VerifyEmailNote').then((module) => ({ default: module.VerifyEmailNote })),
);

const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);

interface SignInFormProps {
  defaultEmail: string;
  showVerifyEmailNote: boolean;
}

export function SignInForm({ defaultEmail, showVerifyEmailNote }: SignInFormProps) {
  const signIn = useSignIn();
  // The email the reset dialog starts with; null while the dialog is closed.
  const [resetDialogEmail, setResetDialogEmail] = useState<string | null>(null);
  // The dialog's code is fetched on the first "Forgot password?"; it stays mounted after that.
  const [resetDialogWanted, setResetDialogWanted] = useState(false);
  const [values, setValues] = useState<SignInRequest>({ email: defaultEmail, password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const submitted = useRef(false);
  const fields = useRef<Partial<Record<SignInField, HTMLInputElement | null>>>({});

  const check = async (next: SignInRequest) => (await loadValidation()).validateSignIn(next);

  const change = (field: SignInField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!submitted.current) return;
    void check(next).then((result) => setErrors(result.errors ?? {}));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const result = await check(values);
    setErrors(result.errors ?? {});
    if (result.data) {
      signIn.mutate(result.data);
      return;
    }
    const firstInvalid = (['email', 'password'] as const).find((field) => result.errors[field]);
    if (firstInvalid) fields.current[firstInvalid]?.focus();
  };

  return (
    <>
      <form
        noValidate
        className="grid gap-5"
        onFocus={prefetchValidation}
        onSubmit={(event) => void submit(event)}
      >
        {showVerifyEmailNote ? (
          <Suspense fallback={null}>
            <VerifyEmailNote />
          </Suspense>
        ) : null}
        <FormField id="sign-in-email" label={AUTH_WEB_COPY.emailLabel} error={errors.email}>
          {(controlProps) => (
            <Input
              {...controlProps}
              ref={(input) => {
                fields.current.email = input;
              }}
              name="email"
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              type="email"
              autoComplete="email"
              placeholder={AUTH_WEB_COPY.emailPlaceholder}
            />
          )}
        </FormField>
        <FormField
          id="sign-in-password"
          label={AUTH_WEB_COPY.passwordLabel}
          error={errors.password}
          labelAside={
            <button
              type="button"
              className="rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              onClick={() => {
                setResetDialogWanted(true);
                setResetDialogEmail(values.email);
              }}
            >
              {AUTH_COPY.forgotPasswordLink}
            </button>
          }
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              ref={(input) => {
                fields.current.password = input;
              }}
              name="password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
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
      {resetDialogWanted ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={resetDialogEmail !== null}
            defaultEmail={resetDialogEmail ?? ''}
            onOpenChange={(open) => {
              if (!open) setResetDialogEmail(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
