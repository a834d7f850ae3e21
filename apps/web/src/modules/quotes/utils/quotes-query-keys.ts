import type { QuoteListQuery } from '@northdesk/shared';

/** React Query keys of the quotes area; invalidating `all` refreshes every quotes view. */
export const quotesQueryKeys = {
  all: ['quotes'] as const,
  list: (query: QuoteListQuery) => ['quotes', 'list', query] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
  public: (token: string) => ['public-quote', token] as const,
};
