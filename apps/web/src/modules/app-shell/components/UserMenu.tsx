import { hasExactRole, WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { ArrowLeftRightIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useSignOut } from '@/modules/auth/hooks/useSignOut';
import { TENANTS_COPY } from '@/modules/tenants/copy';
import { MountWhenOpened } from '@/modules/ui/components/MountWhenOpened';
import { initialsOf } from '@/modules/ui/utils/initials';
import { lazyPart } from '@/modules/ui/utils/lazy-part';
import { snapshotNow } from '@/modules/warehouse/outbox/outbox-store';
import { APP_SHELL_COPY } from '../copy';

// Developers only, when asked for: the tenants' schemas stay out of every page's first load (issue 17).
const SwitchCompanyDialog = lazyPart(
  () => import('@/modules/tenants/components/SwitchCompanyDialog'),
  'SwitchCompanyDialog',
);

/** The avatar menu: User Profile, Switch Company (developers) and Sign Out. */
export function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [isSwitchDialogOpen, setIsSwitchDialogOpen] = useState(false);
  if (!user) return null;

  const displayName = user.fullName ?? user.email;
  const initials = initialsOf(displayName);
  const canSwitchCompany = hasExactRole(user.role, 'developer');

  return (
    <>
      {/* Not modal: a dialog opened from an item must get focus and pointer events back. */}
      <DropdownMenu modal={false} defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          {/* Its name starts with the initials it shows, so "click SS" works by voice (label in name). */}
          <Button
            variant="ghost"
            size="icon"
            className="rounded-full"
            aria-label={APP_SHELL_COPY.userMenuFor(initials)}
          >
            <Avatar className="size-8" aria-hidden="true">
              {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
              <AvatarFallback className="bg-primary/10 font-semibold text-primary text-xs">
                {initials}
              </AvatarFallback>
            </Avatar>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" sideOffset={8} className="w-64">
          <DropdownMenuLabel className="grid gap-1 font-normal">
            <span className="truncate font-medium text-sm">{displayName}</span>
            {user.fullName ? (
              <span className="truncate text-muted-foreground text-xs">{user.email}</span>
            ) : null}
            <Badge variant="secondary" className="mt-1">
              {user.roleLabel}
            </Badge>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem onSelect={() => void navigate('/profile')}>
              <UserIcon aria-hidden="true" />
              {APP_SHELL_COPY.userProfile}
            </DropdownMenuItem>
            {canSwitchCompany ? (
              <DropdownMenuItem onSelect={() => setIsSwitchDialogOpen(true)}>
                <ArrowLeftRightIcon aria-hidden="true" />
                {TENANTS_COPY.menuItem}
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={signOut.isPending}
            onSelect={() => {
              // Changes made on a phone and not sent yet (issue 22): they stay queued, but say so first.
              const waiting = snapshotNow().waiting;
              if (waiting > 0 && !window.confirm(WAREHOUSE_PHONE_COPY.outbox.signOutWarning(waiting))) return;
              signOut.mutate();
            }}
          >
            <LogOutIcon aria-hidden="true" />
            {APP_SHELL_COPY.signOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {canSwitchCompany ? (
        <MountWhenOpened open={isSwitchDialogOpen}>
          <SwitchCompanyDialog open={isSwitchDialogOpen} onOpenChange={setIsSwitchDialogOpen} />
        </MountWhenOpened>
      ) : null}
    </>
  );
}
