import type { HistoryEntityType } from '@northdesk/shared';

/** React Query keys of record histories; `all` refreshes every open History view. */
export const recordHistoryQueryKeys = {
  all: ['record-history'] as const,
  record: (type: HistoryEntityType, id: string) => ['record-history', type, id] as const,
};
