/** Bulk actions on the companies and contacts lists (issue 24 item 5). */
export const BULK_ACTIONS_COPY = {
  selectRow: (name: string) => `Select ${name}`,
  selectPage: 'Select every row on this page',
  selected: (n: number) => `${n.toLocaleString('en-GB')} selected`,
  selectAllMatching: (n: number) => `Select all ${n.toLocaleString('en-GB')} matching`,
  allMatching: (n: number) => `All ${n.toLocaleString('en-GB')} matching rows selected`,
  clear: 'Clear selection',
  toolbar: 'Bulk actions',
  changeLeadStatus: 'Change lead status',
  changeOwner: 'Change owner',
  archive: 'Archive',
  archiveTitle: (n: number) => `Archive ${n.toLocaleString('en-GB')} records?`,
  archiveDescription: 'They leave the lists and searches; their history is kept.',
  cancel: 'Cancel',
  confirmArchive: 'Archive',
  running: (done: number, total: number) =>
    `Working… ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`,
  finished: (changed: number, unchanged: number) =>
    `Done: ${changed.toLocaleString('en-GB')} changed${unchanged ? `, ${unchanged.toLocaleString('en-GB')} unchanged` : ''}`,
  failed: 'The bulk change failed. Nothing after the last saved batch was changed.',
  progressLabel: 'Bulk change progress',
  startFailed: 'The bulk change could not be started',
  alreadyRunning: 'A bulk change is already running. Try again when it has finished.',
} as const;
