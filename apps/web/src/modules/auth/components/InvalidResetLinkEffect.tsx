import { AUTH_COPY } from '@northdesk/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';

const TOAST_ID = 'invalid-reset-link';

/** Sends a visitor with a broken or foreign reset link back to /auth with an explanation. */
export function InvalidResetLinkEffect() {
  const navigate = useNavigate();

  useEffect(() => {
    toast.error(AUTH_COPY.resetInvalidTitle, { id: TOAST_ID, description: AUTH_COPY.resetInvalidMessage });
    void navigate('/auth', { replace: true });
  }, [navigate]);

  return null;
}
