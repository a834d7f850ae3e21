import type * as React from 'react';
import { Toaster as Sonner, toast } from 'sonner';

/**
 * Toasts sit at the bottom centre: the top right is the header's bell, chat button and avatar, the
 * bottom right the chat panel's composer and dialog buttons. On phones they stay above the fixed
 * bottom navigation (4rem tall, plus the safe area).
 */
function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      richColors
      closeButton
      position="bottom-center"
      mobileOffset={{ bottom: 'calc(4.75rem + env(safe-area-inset-bottom))', left: '1rem', right: '1rem' }}
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster, toast };
