import { AUTH_COPY } from '@northdesk/shared';
import { lazy, Suspense, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Spinner } from '@/modules/ui/components/Spinner';
import { SignInForm } from './SignInForm';

// Sign Up is the second tab: its form (and its checks) are fetched when the tab is pointed at,
// focused or chosen, not with the sign-in page (issue 17).
const loadSignUpForm = () => import('./SignUpForm');
const SignUpForm = lazy(() => loadSignUpForm().then((module) => ({ default: module.SignUpForm })));
const prefetchSignUpForm = () => void loadSignUpForm().catch(() => undefined);

type AuthTab = 'sign-in' | 'sign-up';

const isAuthTab = (value: string): value is AuthTab => value === 'sign-in' || value === 'sign-up';

/** The "Welcome" card with the Sign In and Sign Up tabs. */
export function AuthCard() {
  const [tab, setTab] = useState<AuthTab>('sign-in');
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);

  const handleSignedUp = (email: string) => {
    setSignedUpEmail(email);
    setTab('sign-in');
  };

  return (
    <Card className="gap-6 shadow-md">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="font-semibold text-2xl tracking-tight">{AUTH_COPY.welcomeTitle}</h1>
        </CardTitle>
        <CardDescription>{AUTH_COPY.welcomeDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && setTab(value)} className="gap-6">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">{AUTH_COPY.signInTab}</TabsTrigger>
            <TabsTrigger value="sign-up" onPointerEnter={prefetchSignUpForm} onFocus={prefetchSignUpForm}>
              {AUTH_COPY.signUpTab}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            {/* Remounted after a sign-up so the new email becomes the field's default. */}
            <SignInForm
              key={signedUpEmail ?? ''}
              defaultEmail={signedUpEmail ?? ''}
              showVerifyEmailNote={signedUpEmail !== null}
            />
          </TabsContent>
          <TabsContent value="sign-up">
            <Suspense fallback={<Spinner className="mx-auto my-8" />}>
              <SignUpForm onSignedUp={handleSignedUp} />
            </Suspense>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
