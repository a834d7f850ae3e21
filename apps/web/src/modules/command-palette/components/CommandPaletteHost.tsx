import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@/modules/ui/states/create-store';
import { commandPaletteStore } from '../states/command-palette-store';
import type { PalettePage } from './CommandPalette';
import { CommandPaletteHotkeysEffect } from './CommandPaletteHotkeysEffect';

const CommandPaletteOverlay = lazy(() =>
  import('./CommandPaletteOverlay').then((module) => ({ default: module.CommandPaletteOverlay })),
);

/**
 * The shortcuts, always; the palette and its dialogs from their first use on (kept mounted after,
 * so a closing dialog can animate out).
 */
export function CommandPaletteHost({ pages }: { pages: readonly PalettePage[] }) {
  const view = useStore(commandPaletteStore);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (view !== 'closed') setUsed(true);
  }, [view]);
  return (
    <>
      <CommandPaletteHotkeysEffect />
      {view !== 'closed' || used ? (
        <Suspense fallback={null}>
          <CommandPaletteOverlay pages={pages} />
        </Suspense>
      ) : null}
    </>
  );
}
