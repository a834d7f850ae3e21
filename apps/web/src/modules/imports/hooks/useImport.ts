import { type ImportEntity, importResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { importsQueryKeys } from '../utils/imports-query-keys';

const RUNNING = new Set(['checking', 'importing', 'undoing']);
/** How often a running import is read again for its progress bar. */
const POLL_MS = 700;

/** An import, polled while its job runs (the progress bar and then the report). */
export function useImport(entity: ImportEntity, id: string | undefined) {
  return useQuery({
    queryKey: importsQueryKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/imports/${entity}/${id}`, { schema: importResponseSchema, signal }).then(
        (r) => r.import,
      ),
    refetchInterval: (query) => (query.state.data && RUNNING.has(query.state.data.status) ? POLL_MS : false),
  });
}
