import { ChatOpenButton } from '@/modules/chat/components/ChatOpenButton';
import { MOBILE_HOME_PATH } from '@/modules/mobile/utils/mobile-routes';
import { APP_SHELL_COPY } from '../copy';
import { DeferredNotificationBell, DeferredUserMenu } from './HeaderControls';
import { ShellBrand } from './ShellBrand';

/** The compact phone header: logo, bell, the chat button once chat is connected, and the user menu. */
export function MobileHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-14 w-full shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <ShellBrand homePath={MOBILE_HOME_PATH} title={APP_SHELL_COPY.appTitle} className="flex-1" />
      <div className="flex shrink-0 items-center gap-1">
        <DeferredNotificationBell />
        <ChatOpenButton />
        <DeferredUserMenu />
      </div>
    </header>
  );
}
