import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Shown once a query has finally failed (after its retries). */
      errorToast?: string;
    };
  }
}

const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx answer (signed out, forbidden, not found, invalid) will not change on retry.
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const message = query.meta?.errorToast;
        // The id keeps repeated background refetch failures from stacking identical toasts.
        if (message) toast.error(message, { id: message });
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one query cache: the provider's, and the one a route fills before its page's first
 * render (lazy-page.ts).
 */
export const appQueryClient = createQueryClient();
