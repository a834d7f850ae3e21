import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts a lazy dialog from its first opening on (its code is fetched then, if not before) and
 * keeps it mounted, so later closings still animate. Nothing shows while the code arrives.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from props): no effect, no extra paint.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
