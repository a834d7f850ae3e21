import { AuthCard } from '@/modules/auth/components/AuthCard';
import { AuthPageLayout } from '@/modules/auth/components/AuthPageLayout';
import { EmailVerificationResultEffect } from '@/modules/auth/components/EmailVerificationResultEffect';

export function AuthPage() {
  return (
    <AuthPageLayout>
      <EmailVerificationResultEffect />
      <AuthCard />
    </AuthPageLayout>
  );
}
