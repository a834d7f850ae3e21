import {
  DEALS_COPY as C,
  type DealBoardResponse,
  type DealCreateInput,
  type DealDetail,
  type DealLostInput,
  type DealUpdateInput,
  dealResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { boardWithMove } from '../utils/board-moves';
import { dealsQueryKeys } from '../utils/deals-query-keys';

const path = (id: string, rest = '') => `/api/deals/${encodeURIComponent(id)}${rest}`;

const failed = (title: string) => (error: unknown) => {
  const message = errorMessageOf(error, '');
  toast.error(title, message ? { description: message } : undefined);
};

/** After any change: every deals view, and the company and contact pages that count deals. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (deal?: DealDetail) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['companies'] }),
      queryClient.invalidateQueries({ queryKey: ['contacts'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
    return deal;
  };
}

const post = (id: string, rest: string, body: object = {}) =>
  apiFetch(path(id, rest), { method: 'POST', body, schema: dealResponseSchema }).then((r) => r.deal);

export function useCreateDeal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: DealCreateInput) =>
      apiFetch('/api/deals', { method: 'POST', body, schema: dealResponseSchema }).then((r) => r.deal),
    onSuccess: async (deal) => {
      toast.success(C.created_);
      await refresh(deal);
    },
  });
}

/** Edit, win, lose, reopen and delete one deal; each refreshes the views that show it. */
export function useDealMutations(id: string) {
  const refresh = useRefresh();
  const update = useMutation({
    mutationFn: (body: DealUpdateInput) =>
      apiFetch(path(id), { method: 'PATCH', body, schema: dealResponseSchema }).then((r) => r.deal),
    onSuccess: async (deal) => {
      toast.success(C.saved);
      await refresh(deal);
    },
  });
  const won = useMutation({
    mutationFn: () => post(id, '/won'),
    onSuccess: async (deal) => {
      toast.success(C.wonToast);
      await refresh(deal);
    },
    onError: failed(C.saveFailed),
  });
  const lost = useMutation({
    mutationFn: (body: DealLostInput) => post(id, '/lost', body),
    onSuccess: async (deal) => {
      toast.success(C.lostToast);
      await refresh(deal);
    },
  });
  const reopen = useMutation({
    mutationFn: () => post(id, '/reopen'),
    onSuccess: async (deal) => {
      toast.success(C.reopenedToast);
      await refresh(deal);
    },
    onError: failed(C.saveFailed),
  });
  const remove = useMutation({
    mutationFn: () => apiFetch(path(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success(C.deleted);
      await refresh();
    },
    onError: failed(C.deleteFailed),
  });
  return { update, won, lost, reopen, remove };
}

type MoveVariables = {
  deal: { id: string; name: string; stageId: string };
  toStageId: string;
  toStageName: string;
};

/**
 * The board's drag: the card moves at once in every cached board (optimistic), the server is told
 * which stage the mover saw, and on a refusal (someone moved it meanwhile) the boards roll back
 * and reload.
 */
export function useMoveDeal() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ deal, toStageId }: MoveVariables) =>
      post(deal.id, '/move', { stageId: toStageId, fromStageId: deal.stageId }),
    onMutate: async ({ deal, toStageId }) => {
      await queryClient.cancelQueries({ queryKey: dealsQueryKeys.boards });
      const before = queryClient.getQueriesData<DealBoardResponse>({ queryKey: dealsQueryKeys.boards });
      for (const [key, board] of before)
        if (board) queryClient.setQueryData(key, boardWithMove(board, deal.id, toStageId));
      return { before };
    },
    onError: (error, _variables, context) => {
      for (const [key, board] of context?.before ?? []) queryClient.setQueryData(key, board);
      failed(C.moveFailed)(error);
    },
    onSuccess: (_deal, { deal, toStageName }) => {
      toast.success(C.moved(deal.name, toStageName));
    },
    onSettled: () => refresh(),
  });
}
