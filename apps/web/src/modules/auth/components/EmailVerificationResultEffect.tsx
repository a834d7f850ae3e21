import { AUTH_COPY } from '@northdesk/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toaster';

const TOAST_ID = 'email-verification-result';

/** Reports the result of an email verification link (/auth?verified=1[&error=CODE]) once. */
export function EmailVerificationResultEffect() {
  const [searchParams, setSearchParams] = useSearchParams();
  const verified = searchParams.get('verified');
  const error = searchParams.get('error');

  useEffect(() => {
    if (verified === null) return;
    // A fixed id: StrictMode's second run replaces the toast instead of adding another.
    if (error) toast.error(AUTH_COPY.emailVerificationFailed, { id: TOAST_ID });
    else toast.success(AUTH_COPY.emailVerified, { id: TOAST_ID });

    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verified');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [verified, error, setSearchParams]);

  return null;
}
