import { ADMIN_COPY } from '@northdesk/shared';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AuthPageLayout } from '@/modules/auth/components/AuthPageLayout';
import { AcceptInvitationCard } from '@/modules/settings/components/AcceptInvitationCard';
import { useInvitationLookup } from '@/modules/settings/hooks/useInvitation';
import { Spinner } from '@/modules/ui/components/Spinner';

/** /invite/:token (public): join the inviting company with a name and password. */
export function AcceptInvitationPage() {
  const token = useParams().token ?? '';
  const invitation = useInvitationLookup(token);

  return (
    <AuthPageLayout>
      {invitation.data ? (
        <AcceptInvitationCard token={token} invitation={invitation.data} />
      ) : invitation.isPending && token ? (
        <div className="flex justify-center py-10" role="status">
          <Spinner size="lg" />
        </div>
      ) : (
        <Card className="gap-6 text-center shadow-md">
          <CardHeader>
            <CardTitle>
              <h1 className="font-semibold text-xl tracking-tight">{ADMIN_COPY.invitationInvalid}</h1>
            </CardTitle>
            <CardDescription>{ADMIN_COPY.invitationInvalidHint}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/auth">{ADMIN_COPY.goToSignIn}</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </AuthPageLayout>
  );
}
