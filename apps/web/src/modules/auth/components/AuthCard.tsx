import { AUTH_COPY } from '@northdesk/shared';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

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
            <TabsTrigger value="sign-up">{AUTH_COPY.signUpTab}</TabsTrigger>
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
            <SignUpForm onSignedUp={handleSignedUp} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
