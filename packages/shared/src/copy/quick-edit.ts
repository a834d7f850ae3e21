/** Changing a lead status or an owner straight from a list row or a detail header (issue 18 item 3). */
export const QUICK_EDIT_COPY = {
  /** The menu button's name: the current value, then what it does. */
  leadStatusButton: (label: string) => `Lead status: ${label}. Change lead status`,
  ownerButton: (name: string) => `Owner: ${name}. Change owner`,
  leadStatusMenu: 'Lead status',
  ownerMenu: 'Owner',
  failed: 'The change could not be saved and was undone',
} as const;
