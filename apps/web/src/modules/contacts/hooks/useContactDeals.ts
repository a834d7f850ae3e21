import { contactDealsResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contactsQueryKeys } from '../utils/contacts-query-keys';

/** The contact's deals; only asked for when the user may see deals. */
export function useContactDeals(id: string, enabled: boolean) {
  return useQuery({
    queryKey: contactsQueryKeys.deals(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/contacts/${encodeURIComponent(id)}/deals`, {
        schema: contactDealsResponseSchema,
        signal,
      }),
    select: (data) => data.deals,
    enabled,
  });
}
