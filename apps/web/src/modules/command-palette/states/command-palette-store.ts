import { createStore } from '@/modules/ui/states/create-store';

/** What the palette host shows: the palette, the shortcuts dialog, or a dialog a command opened. */
export type PaletteView =
  | 'closed'
  | 'palette'
  | 'shortcuts'
  | 'new-company'
  | 'new-contact'
  | 'new-task'
  | 'log-activity';

/** Shared by the header button, the keyboard shortcuts and the host that renders the dialogs. */
export const commandPaletteStore = createStore<PaletteView>(() => 'closed');

export const openPaletteView = (view: PaletteView) => commandPaletteStore.set(view);
export const closePalette = () => commandPaletteStore.set('closed');
