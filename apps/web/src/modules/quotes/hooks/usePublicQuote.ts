import {
  type AcceptQuoteRequest,
  type DeclineQuoteRequest,
  publicQuoteResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { quotesQueryKeys } from '../utils/quotes-query-keys';

const path = (token: string, rest = '') => `/api/public/quotes/${encodeURIComponent(token)}${rest}`;

/** The quote an accept link stands for (no session needed). */
export function usePublicQuote(token: string) {
  return useQuery({
    queryKey: quotesQueryKeys.public(token),
    queryFn: ({ signal }) =>
      apiFetch(path(token), { schema: publicQuoteResponseSchema, signal }).then((r) => r.quote),
    retry: false,
  });
}

/** Accept or decline; the answer is the quote in its new state. */
export function usePublicQuoteDecision(token: string) {
  const queryClient = useQueryClient();
  const done = (quote: Awaited<ReturnType<typeof decide>>) =>
    queryClient.setQueryData(quotesQueryKeys.public(token), quote);
  const decide = (action: 'accept' | 'decline', body: AcceptQuoteRequest | DeclineQuoteRequest) =>
    apiFetch(path(token, `/${action}`), { method: 'POST', body, schema: publicQuoteResponseSchema }).then(
      (r) => r.quote,
    );
  const accept = useMutation({
    mutationFn: (body: AcceptQuoteRequest) => decide('accept', body),
    onSuccess: done,
  });
  const decline = useMutation({
    mutationFn: (body: DeclineQuoteRequest) => decide('decline', body),
    onSuccess: done,
  });
  return { accept, decline, pdfUrl: path(token, '/pdf') };
}
