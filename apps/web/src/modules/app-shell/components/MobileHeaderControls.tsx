import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { BellButton, BellDescription, useBell } from '@/modules/notifications/components/BellButton';
import { initialsOf } from '@/modules/ui/utils/initials';
import { APP_SHELL_COPY } from '../copy';
import { DeferredControl, deferredCode } from './deferred-control';

const bellCode = deferredCode(() =>
  import('@/modules/notifications/components/NotificationBell').then((module) => module.NotificationBell),
);
const userMenuCode = deferredCode(() => import('./UserMenu').then((module) => module.UserMenu));

/** The phone header's bell: its badge at once, the popover's code when the bell is reached for. */
export function MobileNotificationBell() {
  const bell = useBell();
  return (
    <DeferredControl
      code={bellCode}
      placeholder={(intent) => (
        <>
          <BellButton bell={bell} aria-haspopup="dialog" aria-expanded={false} {...intent} />
          <BellDescription bell={bell} />
        </>
      )}
    />
  );
}

/** The phone header's avatar: the initials at once, the menu's code when the avatar is reached for. */
export function MobileUserMenu() {
  const { user } = useCurrentUser();
  return (
    <DeferredControl
      code={userMenuCode}
      placeholder={(intent) => {
        if (!user) return null;
        const initials = initialsOf(user.fullName ?? user.email);
        return (
          <Button
            variant="ghost"
            size="icon"
            className="rounded-full"
            aria-label={APP_SHELL_COPY.userMenuFor(initials)}
            aria-haspopup="menu"
            aria-expanded={false}
            {...intent}
          >
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary text-xs"
            >
              {initials}
            </span>
          </Button>
        );
      }}
    />
  );
}
