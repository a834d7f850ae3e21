/** Sorting the companies and contacts lists (issue 18 item 2). */
export const LIST_SORT_COPY = {
  sortLabel: 'Sort by',
  /** The name of a sortable column header's button: what a click does. */
  sortBy: (column: string) => `Sort by ${column}`,
  /** The direction button beside the sort control: names the direction it switches to. */
  switchToAscending: 'Sort ascending',
  switchToDescending: 'Sort descending',
  keys: {
    name: 'Name',
    location: 'Location',
    leadStatus: 'Lead status',
    contacts: 'Contacts',
    lastActivity: 'Last activity',
    created: 'Created',
  },
} as const;
