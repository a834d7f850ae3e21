import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { lookupScan } from '../outbox/catalogue-cache';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';

/**
 * What a scanned code names (a product with its stock, a location, or nothing): asked of the
 * server, or, when the network is not there, of the catalogue kept on the phone.
 */
export function useScanLookup(code: string) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...warehouseQueryKeys.all, 'scan', code],
    queryFn: ({ signal }) => lookupScan(user?.id ?? '', code, signal),
    enabled: code !== '',
    retry: false,
    // React Query would pause it while the browser is offline; the catalogue answers then.
    networkMode: 'always',
  });
}
