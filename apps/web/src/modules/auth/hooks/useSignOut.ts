import { AUTH_COPY } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { broadcastAuthEvent } from '../utils/auth-broadcast';
import { resetToSignedOutCache } from '../utils/session-cache';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      resetToSignedOutCache(queryClient);
      broadcastAuthEvent('signed-out');
      await navigate('/auth', { replace: true });
    },
    onError: () => {
      toast.error(AUTH_COPY.signOutFailed);
    },
  });
}
