import { QUOTES_COPY, type QuoteListQuery, quoteListResponseSchema } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { quotesQueryKeys } from '../utils/quotes-query-keys';

/** A page of quotes (all, a deal's or a customer's); the previous page stays while the next loads. */
export function useQuotes(query: QuoteListQuery, enabled = true) {
  return useQuery({
    queryKey: quotesQueryKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== '') params.set(key, String(value));
      return apiFetch(`/api/quotes?${params}`, { schema: quoteListResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorToast: QUOTES_COPY.loadFailed },
  });
}
