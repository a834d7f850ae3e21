import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { phoneRead } from '../outbox/phone-reads';

/**
 * A phone screen's read: the server's answer, or without network the last one this phone kept
 * (so the screen still works after a reload in a dead spot). Not paused offline.
 */
export function usePhoneRead<TSchema extends z.ZodType>(
  queryKey: readonly unknown[],
  path: string,
  schema: TSchema,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: [...queryKey, 'phone', userId],
    queryFn: ({ signal }) => phoneRead(userId, path, schema, signal),
    enabled: userId !== '' && (options.enabled ?? true),
    networkMode: 'always',
    retry: false,
    refetchInterval: options.refetchInterval,
  });
}
