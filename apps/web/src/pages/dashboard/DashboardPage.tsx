import { CRM_DASHBOARD_COPY } from '@northdesk/shared';
import { MoveIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { appQueryClient } from '@/app/query-client';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { CurrentUserCard } from '@/modules/dashboard/components/CurrentUserCard';
import { DashboardGrid } from '@/modules/dashboard/components/DashboardGrid';
import { DashboardScopeSwitch } from '@/modules/dashboard/components/DashboardScopeSwitch';
import { DASHBOARD_COPY } from '@/modules/dashboard/copy';
import { dashboardLayoutQuery, useDashboardLayout } from '@/modules/dashboard/hooks/useDashboardLayout';
import { dashboardSummaryQuery } from '@/modules/dashboard/hooks/useDashboardSummary';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { SystemStatusCard } from '@/modules/system-status/components/SystemStatusCard';
import { Spinner } from '@/modules/ui/components/Spinner';

/**
 * The page's first data (lazy-page.ts): the card order and the figures of the address's scope
 * (everyone's when a link to the dashboard is hovered on another page).
 */
export function prefetchDashboardPage(): Promise<unknown> {
  const here = window.location.pathname === '/';
  const scope = scopeOf(new URLSearchParams(here ? window.location.search : ''));
  return Promise.all([
    appQueryClient.prefetchQuery(dashboardLayoutQuery),
    appQueryClient.prefetchQuery(dashboardSummaryQuery(scope)),
  ]);
}

const scopeOf = (params: URLSearchParams) => (params.get('scope') === 'mine' ? 'mine' : 'everyone');

/** / (docs/product/dashboard.md): 8 draggable cards with live figures, then the workspace. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const { layout, isLoading } = useDashboardLayout();
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params);

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title={DASHBOARD_COPY.title}
        description={DASHBOARD_COPY.subtitle}
        actions={
          <DashboardScopeSwitch
            scope={scope}
            onChange={(next) => setParams(next === 'mine' ? { scope: 'mine' } : {}, { replace: true })}
          />
        }
      />
      {isLoading || !layout ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" aria-label={CRM_DASHBOARD_COPY.loading} />
        </div>
      ) : (
        <DashboardGrid layout={layout} scope={scope} />
      )}
      <p className="flex items-center justify-center gap-2 text-center text-muted-foreground text-sm">
        <MoveIcon className="size-4" aria-hidden="true" />
        {CRM_DASHBOARD_COPY.footerHint}
      </p>
      {user ? (
        <section className="grid gap-4" aria-label={CRM_DASHBOARD_COPY.workspaceTitle}>
          <h2 className="font-semibold text-lg">{CRM_DASHBOARD_COPY.workspaceTitle}</h2>
          <div className="grid gap-6 md:grid-cols-2">
            <CurrentUserCard user={user} />
            <SystemStatusCard />
          </div>
        </section>
      ) : null}
    </PageContainer>
  );
}
