import { SidebarTrigger } from '@/components/ui/sidebar';
import { ChatHeaderButton } from '@/modules/chat/components/ChatHeaderButton';
import { CommandPaletteButton } from '@/modules/command-palette/components/CommandPaletteButton';
import { APP_SHELL_COPY } from '../copy';
import { DeferredNotificationBell, DeferredSettingsMenu, DeferredUserMenu } from './HeaderControls';
import { ShellBrand } from './ShellBrand';

export function DesktopHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-14 w-full shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <SidebarTrigger className="size-9" />
      {/* Decorative, as Radix's separator by default. */}
      <div role="none" className="mr-1 h-6 w-px shrink-0 bg-border" />
      <ShellBrand homePath="/" title={APP_SHELL_COPY.appTitle} className="flex-1" />
      <div className="flex shrink-0 items-center gap-1">
        <CommandPaletteButton />
        <DeferredNotificationBell />
        <ChatHeaderButton />
        <DeferredSettingsMenu />
        <DeferredUserMenu />
      </div>
    </header>
  );
}
