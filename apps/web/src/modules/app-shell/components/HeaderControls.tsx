import { isDeveloperOrSuperAdmin } from '@northdesk/shared';
import { SettingsIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { BellButton, BellDescription, useBell } from '@/modules/notifications/components/BellButton';
import { PlainAvatar } from '@/modules/ui/components/PlainAvatar';
import { initialsOf } from '@/modules/ui/utils/initials';
import { APP_SHELL_COPY } from '../copy';
import { DeferredControl, deferredCode } from './deferred-control';

// The headers' menus and popover (Radix, `ui-overlay`) are fetched when reached for: neither the
// phone's first load (issue 22) nor the desktop layout's (issue 17) carries them.
const bellCode = deferredCode(() =>
  import('@/modules/notifications/components/NotificationBell').then((module) => module.NotificationBell),
);
const userMenuCode = deferredCode(() => import('./UserMenu').then((module) => module.UserMenu));
const settingsMenuCode = deferredCode(() => import('./SettingsMenu').then((module) => module.SettingsMenu));

/** The header's bell: its badge at once, the popover's code when the bell is reached for. */
export function DeferredNotificationBell() {
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

/** The header's avatar: the initials (and picture) at once, the menu's code when reached for. */
export function DeferredUserMenu() {
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
            <PlainAvatar aria-hidden="true" src={user.avatarUrl} initials={initials} />
          </Button>
        );
      }}
    />
  );
}

/** The desktop header's gear (developers and super admins): the menu's code when reached for. */
export function DeferredSettingsMenu() {
  const { user } = useCurrentUser();
  return (
    <DeferredControl
      code={settingsMenuCode}
      placeholder={(intent) =>
        isDeveloperOrSuperAdmin(user?.role) ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={APP_SHELL_COPY.settingsMenu}
            aria-haspopup="menu"
            aria-expanded={false}
            {...intent}
          >
            <SettingsIcon className="size-5" />
          </Button>
        ) : null
      }
    />
  );
}
