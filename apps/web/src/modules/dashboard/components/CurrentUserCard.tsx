import type { CurrentUser } from '@northdesk/shared';
import { Building2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlainAvatar } from '@/modules/ui/components/PlainAvatar';
import { initialsOf } from '@/modules/ui/utils/initials';
import { DASHBOARD_COPY } from '../copy';

export function CurrentUserCard({ user }: { user: CurrentUser }) {
  const displayName = user.fullName ?? user.email;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{DASHBOARD_COPY.accountCardTitle}</h2>
        </CardTitle>
        <CardDescription>{DASHBOARD_COPY.accountCardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <PlainAvatar className="size-10 text-sm" src={user.avatarUrl} initials={initialsOf(displayName)} />
          <div className="min-w-0">
            <p className="truncate font-medium">{displayName}</p>
            {user.fullName ? <p className="truncate text-muted-foreground text-sm">{user.email}</p> : null}
          </div>
          <Badge variant="secondary" className="ml-auto">
            {user.roleLabel}
          </Badge>
        </div>
        <div className="flex min-w-0 items-center gap-2 rounded-lg bg-muted/60 px-3 py-2.5 text-sm">
          <Building2Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">{DASHBOARD_COPY.companyLabel}:</span>
          <span className="truncate">{user.companyName}</span>
        </div>
      </CardContent>
    </Card>
  );
}
