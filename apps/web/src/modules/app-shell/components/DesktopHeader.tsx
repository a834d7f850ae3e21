import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { ChatHeaderButton } from '@/modules/chat/components/ChatHeaderButton';
import { CommandPaletteButton } from '@/modules/command-palette/components/CommandPaletteButton';
import { NotificationBell } from '@/modules/notifications/components/NotificationBell';
import { APP_SHELL_COPY } from '../copy';
import { SettingsMenu } from './SettingsMenu';
import { ShellBrand } from './ShellBrand';
import { UserMenu } from './UserMenu';

export function DesktopHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-14 w-full shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <SidebarTrigger className="size-9" />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-6" />
      <ShellBrand homePath="/" title={APP_SHELL_COPY.appTitle} className="flex-1" />
      <div className="flex shrink-0 items-center gap-1">
        <CommandPaletteButton />
        <NotificationBell />
        <ChatHeaderButton />
        <SettingsMenu />
        <UserMenu />
      </div>
    </header>
  );
}
