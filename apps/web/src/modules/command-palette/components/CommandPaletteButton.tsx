import { COMMAND_PALETTE_COPY as C } from '@northdesk/shared';
import { SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openPaletteView } from '../states/command-palette-store';

/**
 * The header's search button: opens the command palette (as Ctrl+K / ⌘K does). Its name is its
 * text ("Search", shown from lg, read by screen readers always); the shortcut is in its title.
 */
export function CommandPaletteButton() {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-9 gap-2 text-muted-foreground"
      title={C.openLabel}
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => openPaletteView('palette')}
    >
      <SearchIcon aria-hidden="true" />
      <span className="sr-only lg:not-sr-only">{C.open}</span>
      <span
        aria-hidden="true"
        className="hidden rounded border bg-muted px-1.5 font-mono text-[0.7rem] lg:inline"
      >
        Ctrl K
      </span>
    </Button>
  );
}
