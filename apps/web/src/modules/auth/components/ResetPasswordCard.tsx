import { AUTH_COPY } from '@northdesk/shared';
import { ArrowLeftIcon, KeyRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ResetPasswordForm } from './ResetPasswordForm';

export function ResetPasswordCard({ token }: { token: string }) {
  return (
    <Card className="gap-6 shadow-md">
      <CardHeader className="justify-items-center text-center">
        <div className="mb-2 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <KeyRoundIcon className="size-5" aria-hidden="true" />
        </div>
        <CardTitle>
          <h1 className="font-semibold text-2xl tracking-tight">{AUTH_COPY.resetTitle}</h1>
        </CardTitle>
        <CardDescription>{AUTH_COPY.resetDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <ResetPasswordForm token={token} />
      </CardContent>
      <CardFooter className="justify-center">
        <Link
          to="/auth"
          className="inline-flex items-center gap-1.5 rounded-sm font-medium text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {AUTH_COPY.backToSignIn}
        </Link>
      </CardFooter>
    </Card>
  );
}
