import type * as React from 'react';
import { Toaster as Sonner, toast } from 'sonner';

/**
 * Sonner itself, loaded on the first toast (toaster.tsx). Toasts sit at the bottom centre: the top right is the header's bell, chat button and avatar, the
 * bottom right the chat panel's composer and dialog buttons. On phones they stay above the fixed
 * bottom navigation (4rem tall, plus the safe area).
 */
function SonnerToaster(props: React.ComponentProps<typeof Sonner>) {
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
          // Sonner's rich-colour texts sit near 4.3:1 on their tints; these darker ones pass WCAG AA.
          '--success-text': 'hsl(140, 100%, 22%)',
          '--error-text': 'hsl(360, 100%, 38%)',
          '--info-text': 'hsl(210, 92%, 35%)',
          '--warning-text': 'hsl(31, 92%, 28%)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { SonnerToaster, toast as sonnerToast };
