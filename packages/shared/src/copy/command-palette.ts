import type { PaletteResultKind } from '../api/command-palette.ts';

/** The command palette and the keyboard shortcuts dialog (issue 24 item 3). */
export const COMMAND_PALETTE_COPY = {
  open: 'Search',
  /** The header button's accessible name, with its shortcut. */
  openLabel: 'Search and commands (Ctrl+K)',
  title: 'Search and commands',
  description: 'Search companies, contacts, deals, tasks and quotes, or run a command.',
  inputLabel: 'Search or type a command',
  placeholder: 'Search by name, email or domain, or type a command…',
  searching: 'Searching…',
  empty: 'Nothing found.',
  searchFailed: 'The search failed. Try again.',
  recent: 'Recent',
  actions: 'Actions',
  pages: 'Go to',
  groups: {
    company: 'Companies',
    contact: 'Contacts',
    deal: 'Deals',
    task: 'Tasks',
    quote: 'Quotes',
  } satisfies Record<PaletteResultKind, string>,
  newCompany: 'New company',
  newContact: 'New contact',
  newTask: 'New task',
  logActivity: 'Log activity',
  showShortcuts: 'Keyboard shortcuts',
  shortcutsTitle: 'Keyboard shortcuts',
  shortcutsDescription: 'Work faster from anywhere in Northdesk.',
  shortcuts: [
    { keys: ['Ctrl', 'K'], mac: ['⌘', 'K'], what: 'Open search and commands' },
    { keys: ['↑', '↓'], mac: ['↑', '↓'], what: 'Move through the results' },
    { keys: ['Enter'], mac: ['Enter'], what: 'Open the result or run the command' },
    { keys: ['Esc'], mac: ['Esc'], what: 'Close the palette or a dialog' },
    { keys: ['?'], mac: ['?'], what: 'Show these shortcuts' },
  ],
  keysLabel: 'Keys',
  whatLabel: 'Does',
} as const;
