import { WAREHOUSE_COPY, WAREHOUSE_PHONE_COPY, type WarehouseOp } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { enqueueOps, flushOutbox } from '../outbox/outbox';
import { snapshotNow } from '../outbox/outbox-store';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/**
 * Floor changes go through the phone's outbox (IndexedDB): queued with their client op ids, sent
 * at once when the network is there and replayed later when it is not; the server applies each
 * op once. The toast says whether it reached the server or waits on the phone.
 */
export function useSendOps(success: string) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    // Not paused offline (React Query's default): the outbox is what waits for the network.
    networkMode: 'always',
    mutationFn: async (ops: WarehouseOp[]) => {
      if (!user) throw new Error('not signed in');
      await enqueueOps(user.id, ops);
      await flushOutbox(user.id);
      const ids = new Set(ops.map((op) => op.opId));
      const now = snapshotNow();
      const refused = now.setAside.find((item) => ids.has(item.id));
      if (refused) throw new Error(refused.message);
      return now.ops.some((queued) => ids.has(queued.op.opId)) ? 'queued' : 'sent';
    },
    onSuccess: (outcome) => {
      // Offline, the views read the phone's catalogue with the queued changes applied.
      void queryClient.invalidateQueries({ queryKey: warehouseQueryKeys.all });
      if (outcome === 'queued') toast.info(WAREHOUSE_PHONE_COPY.outbox.queued);
      else toast.success(success);
    },
    onError: (error) => toast.error(WAREHOUSE_COPY.phone.sendFailed, { description: error.message }),
  });
}
