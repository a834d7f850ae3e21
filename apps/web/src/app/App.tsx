import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { currentUserQueryOptions } from '@/modules/auth/hooks/useCurrentUser';
import { appQueryClient as queryClient } from './query-client';
import { router } from './router';

// The session check starts with the app, not when the signed-in layout's chunk has arrived: on a
// slow network it runs alongside the page's code instead of after it (issue 17).
void queryClient.prefetchQuery(currentUserQueryOptions);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
