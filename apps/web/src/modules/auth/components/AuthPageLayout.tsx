import type { ReactNode } from 'react';
import { NorthdeskLogo } from '@/modules/ui/components/NorthdeskLogo';

/** The branded, centered frame of the public auth screens. */
export function AuthPageLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-muted/50 px-4 py-10 sm:py-16">
      <NorthdeskLogo />
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}
