import { useEffect } from 'react';
import { commandPaletteStore, openPaletteView } from '../states/command-palette-store';
import { isTypingTarget } from '../utils/is-typing-target';

/** Ctrl+K / ⌘K opens (or closes) the palette anywhere; "?" outside a text field shows the shortcuts. */
export function CommandPaletteHotkeysEffect() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        const open = commandPaletteStore.getSnapshot() === 'palette';
        openPaletteView(open ? 'closed' : 'palette');
        return;
      }
      if (event.key === '?' && !event.metaKey && !event.ctrlKey && !isTypingTarget(event.target)) {
        if (commandPaletteStore.getSnapshot() !== 'closed') return;
        event.preventDefault();
        openPaletteView('shortcuts');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
