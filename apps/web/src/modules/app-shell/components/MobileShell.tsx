import { Outlet } from 'react-router';
import { OutboxBanner } from '@/modules/warehouse/components/OutboxBanner';
import { MobileBottomNav } from './MobileBottomNav';
import { MobileHeader } from './MobileHeader';

/** Phones and upright tablets: compact header, content, fixed bottom navigation. */
export function MobileShell() {
  return (
    <div className="flex min-h-svh w-full flex-col bg-background">
      <MobileHeader />
      <OutboxBanner />
      <main className="w-full min-w-0 flex-1 pb-[calc(4rem+env(safe-area-inset-bottom))]">
        <Outlet />
      </main>
      <MobileBottomNav />
    </div>
  );
}
