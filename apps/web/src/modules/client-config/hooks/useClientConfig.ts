import { clientConfigResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The server's run-time settings for the web app; read once per tab (they change only on restart). */
export function useClientConfig() {
  return useQuery({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => apiFetch('/api/client-config', { schema: clientConfigResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
