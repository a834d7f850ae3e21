import { QUOTES_COPY as C, type Quote, quoteResponseSchema, type SendQuoteRequest } from '@northdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { quotesQueryKeys } from '../utils/quotes-query-keys';

const path = (id: string, rest = '') => `/api/quotes/${encodeURIComponent(id)}${rest}`;

export function useQuote(id: string) {
  return useQuery({
    queryKey: quotesQueryKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(path(id), { schema: quoteResponseSchema, signal }).then((r) => r.quote),
  });
}

const failed = (title: string) => (error: unknown) => {
  const message = errorMessageOf(error, '');
  toast.error(title, message ? { description: message } : undefined);
};

/** Every change of a quote; each answers the quote as it now is and refreshes the lists. */
export function useQuoteMutations(id: string) {
  const queryClient = useQueryClient();
  const settle = async (quote: Quote) => {
    queryClient.setQueryData(quotesQueryKeys.detail(quote.id), quote);
    await queryClient.invalidateQueries({ queryKey: quotesQueryKeys.all, refetchType: 'active' });
  };
  const save = useMutation({
    mutationFn: (body: object) =>
      apiFetch(path(id), { method: 'PATCH', body, schema: quoteResponseSchema }).then((r) => r.quote),
    onSuccess: async (quote) => {
      toast.success(C.saved);
      await settle(quote);
    },
    onError: failed(C.saveFailed),
  });
  const send = useMutation({
    mutationFn: (body: SendQuoteRequest) =>
      apiFetch(path(id, '/send'), { method: 'POST', body, schema: quoteResponseSchema }).then((r) => r.quote),
    onSuccess: async (quote) => {
      toast.success(C.sent);
      await settle(quote);
    },
    onError: failed(C.sendFailed),
  });
  const revise = useMutation({
    mutationFn: () =>
      apiFetch(path(id, '/revisions'), { method: 'POST', schema: quoteResponseSchema }).then((r) => r.quote),
    onSuccess: async (quote) => {
      toast.success(C.revisionCreated);
      await settle(quote);
    },
    onError: failed(C.revisionFailed),
  });
  const remove = useMutation({
    mutationFn: () => apiFetch(path(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success(C.deleted);
      queryClient.removeQueries({ queryKey: quotesQueryKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: quotesQueryKeys.all });
    },
    onError: failed(C.deleteFailed),
  });
  return { save, send, revise, remove };
}

/** Creates a draft quote. */
export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) =>
      apiFetch('/api/quotes', { method: 'POST', body, schema: quoteResponseSchema }).then((r) => r.quote),
    onSuccess: async (quote) => {
      toast.success(C.created);
      queryClient.setQueryData(quotesQueryKeys.detail(quote.id), quote);
      await queryClient.invalidateQueries({ queryKey: quotesQueryKeys.all });
    },
    onError: failed(C.saveFailed),
  });
}

/** "Mark deal won": the deals area's won action (POST /api/deals/:id/won). */
export function useMarkDealWon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dealId: string) =>
      apiFetch(`/api/deals/${encodeURIComponent(dealId)}/won`, { method: 'POST', body: {} }),
    onSuccess: async () => {
      toast.success(C.dealWon);
      await queryClient.invalidateQueries({ queryKey: ['deals'] });
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
    onError: failed(C.dealWonFailed),
  });
}
