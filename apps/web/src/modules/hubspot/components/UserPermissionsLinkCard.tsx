import { HUBSPOT_COPY } from '@northdesk/shared';
import { ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** CRM settings' "User permissions" card: the matrix itself lives in /settings. */
export function UserPermissionsLinkCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheckIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {HUBSPOT_COPY.userPermissionsTitle}
        </CardTitle>
        <CardDescription>{HUBSPOT_COPY.userPermissionsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/settings">{HUBSPOT_COPY.userPermissionsLink}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
