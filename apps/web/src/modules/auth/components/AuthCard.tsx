import { AUTH_COPY } from '@northdesk/shared';
import { lazy, Suspense, useState } from 'react';
import { CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/modules/ui/components/Spinner';
import { AuthTabs } from './AuthTabs';
import { SignInForm } from './SignInForm';

// Sign Up is the second tab: its form (and its checks) are fetched when the tab is pointed at,
// focused or chosen, not with the sign-in page (issue 17).
const loadSignUpForm = () => import('./SignUpForm');
const SignUpForm = lazy(() => loadSignUpForm().then((module) => ({ default: module.SignUpForm })));
const prefetchSignUpForm = () => void loadSignUpForm().catch(() => undefined);

type AuthTab = 'sign-in' | 'sign-up';

/** The "Welcome" card with the Sign In and Sign Up tabs. */
export function AuthCard() {
  const [tab, setTab] = useState<AuthTab>('sign-in');
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);

  const handleSignedUp = (email: string) => {
    setSignedUpEmail(email);
    setTab('sign-in');
  };

  return (
    // The Card's classes with a larger shadow, written out: no class merging here (lib/utils.ts).
    <div
      data-slot="card"
      className="flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-md"
    >
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="font-semibold text-2xl tracking-tight">{AUTH_COPY.welcomeTitle}</h1>
        </CardTitle>
        <CardDescription>{AUTH_COPY.welcomeDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <AuthTabs
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'sign-in',
              label: AUTH_COPY.signInTab,
              content: (
                // Remounted after a sign-up so the new email becomes the field's default.
                <SignInForm
                  key={signedUpEmail ?? ''}
                  defaultEmail={signedUpEmail ?? ''}
                  showVerifyEmailNote={signedUpEmail !== null}
                />
              ),
            },
            {
              value: 'sign-up',
              label: AUTH_COPY.signUpTab,
              onPrefetch: prefetchSignUpForm,
              content: (
                <Suspense fallback={<Spinner className="mx-auto my-8" />}>
                  <SignUpForm onSignedUp={handleSignedUp} />
                </Suspense>
              ),
            },
          ]}
        />
      </CardContent>
    </div>
  );
}
