import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { CurrentUserCard } from '@/modules/dashboard/components/CurrentUserCard';
import { DASHBOARD_COPY } from '@/modules/dashboard/copy';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { SystemStatusCard } from '@/modules/system-status/components/SystemStatusCard';

export function HomePage() {
  const { user } = useCurrentUser();
  // ProtectedRoute only renders this page with a user.
  if (!user) return null;

  return (
    <PageContainer>
      <PageHeader title={DASHBOARD_COPY.title} description={DASHBOARD_COPY.subtitle} />
      <div className="grid gap-6 md:grid-cols-2">
        <CurrentUserCard user={user} />
        <SystemStatusCard />
      </div>
    </PageContainer>
  );
}
