import { clientConfigResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { clientConfigQueryKeys } from '../utils/client-config-query-keys';

/** The server's run-time settings for the web app; read once per tab (they change only on restart). */
export function useClientConfig() {
  return useQuery({
    queryKey: clientConfigQueryKeys.all,
    queryFn: ({ signal }) => apiFetch('/api/client-config', { schema: clientConfigResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
