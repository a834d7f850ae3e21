import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A list of plain text that scrolls inside a fixed height. It takes keyboard focus (with a ring),
 * so a person without a mouse can scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and is named by `label` for the screen reader landing on it.
 */
export function ScrollableList({ label, className, ...props }: ComponentProps<'ul'> & { label: string }) {
  return (
    <ul
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with no focusable content must take focus to be scrolled by keyboard
      tabIndex={0}
      aria-label={label}
      className={cn(
        'overflow-y-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}
