import { WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOffIcon } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useOutbox } from '../hooks/useOutbox';
import { saveCatalogue } from '../outbox/catalogue-cache';
import { startOutbox } from '../outbox/outbox';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

const C = WAREHOUSE_PHONE_COPY.outbox;

/**
 * The phone's outbox at work: sends queued changes whenever it can, and says how many wait
 * ("N changes waiting") and which the server refused (kept, never dropped silently).
 */
export function OutboxBanner() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    // Asked once: a phone's browser may otherwise clear the outbox when it runs short of space.
    void navigator.storage?.persist?.().catch(() => false);
    // The catalogue for offline scans: kept fresh whenever the network is there, and fetched at once
    // at start. Deferring it (to free the phone's first second, issue 22) left a phone that lost its
    // network right after opening the app with no catalogue: offline scans found nothing.
    const keepCatalogue = () => void saveCatalogue(userId).catch(() => undefined);
    keepCatalogue();
    window.addEventListener('online', keepCatalogue);
    const stop = startOutbox(userId, (results) => {
      for (const result of results) {
        if (result.status === 'flagged' && !result.replayed) toast.error(C.flagged(result.message ?? ''));
      }
      void queryClient.invalidateQueries({ queryKey: warehouseQueryKeys.all });
      keepCatalogue();
    });
    return () => {
      stop();
      window.removeEventListener('online', keepCatalogue);
    };
  }, [userId, queryClient]);

  if (outbox.waiting === 0 && outbox.setAside.length === 0) return null;
  return (
    <div className="grid gap-1 border-b bg-amber-50 px-4 py-2 text-amber-950 text-sm dark:bg-amber-950 dark:text-amber-50">
      {outbox.waiting > 0 ? (
        <p role="status" className="flex items-center gap-2" data-outbox-waiting={outbox.waiting}>
          <CloudOffIcon aria-hidden="true" className="size-4 shrink-0" />
          {C.waiting(outbox.waiting)}
          {outbox.upload ? ` · ${C.uploading(Math.round(outbox.upload.fraction * 100))}` : ''}
        </p>
      ) : null}
      {outbox.setAside.length > 0 ? (
        <details>
          <summary>{C.setAside(outbox.setAside.length)}</summary>
          <ul className="mt-1 list-disc pl-5">
            {outbox.setAside.map((item) => (
              <li key={item.id} data-set-aside={item.what}>
                {item.what}: {item.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
