import { useLocation } from 'react-router';
import { AuthPageLayout } from '@/modules/auth/components/AuthPageLayout';
import { InvalidResetLinkEffect } from '@/modules/auth/components/InvalidResetLinkEffect';
import { ResetPasswordCard } from '@/modules/auth/components/ResetPasswordCard';
import { parseRecoveryToken } from '@/modules/auth/utils/recovery-link';

export function ResetPasswordPage() {
  const token = parseRecoveryToken(useLocation().hash);
  if (!token) return <InvalidResetLinkEffect />;

  return (
    <AuthPageLayout>
      <ResetPasswordCard token={token} />
    </AuthPageLayout>
  );
}
