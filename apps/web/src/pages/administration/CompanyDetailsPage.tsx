import { ADMIN_COPY, isDeveloperOrSuperAdmin } from '@northdesk/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { CompanyDetailsForm } from '@/modules/company-details/components/CompanyDetailsForm';
import { useCompanyDetails } from '@/modules/company-details/hooks/useCompanyDetails';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { AdminAccessDenied } from '@/modules/settings/components/AdminAccessDenied';
import { BackToDashboardButton } from '@/modules/settings/components/BackToDashboardButton';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';

/** /company (docs/product/administration.md): the company's own details; developers and super admins only. */
export function CompanyDetailsPage() {
  const { user, isLoading } = useCurrentUser();
  const allowed = isDeveloperOrSuperAdmin(user?.role);
  const details = useCompanyDetails({ enabled: allowed });

  if (isLoading) return <CenteredSpinner className="min-h-[60dvh]" />;
  if (!allowed)
    return (
      <AdminAccessDenied
        title={ADMIN_COPY.accessDeniedTitle}
        message={ADMIN_COPY.companyDetailsAccessDenied}
      />
    );

  return (
    <PageContainer className="max-w-4xl">
      <div className="grid gap-2">
        <BackToDashboardButton label={ADMIN_COPY.backToDashboard} className="justify-self-start" />
        <PageHeader
          title={ADMIN_COPY.companyDetailsTitle}
          description={ADMIN_COPY.companyDetailsDescription}
        />
      </div>
      {details.data ? (
        // Remounted per tenant (a developer may switch company) so the form starts from its data.
        <CompanyDetailsForm key={user?.companyId} details={details.data} />
      ) : details.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed px-4 py-6 text-sm">
          <p className="text-muted-foreground">{ADMIN_COPY.companyDetailsLoadFailed}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void details.refetch()}>
            {ADMIN_COPY.retry}
          </Button>
        </div>
      ) : (
        <div className="grid gap-6" aria-busy="true">
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      )}
    </PageContainer>
  );
}
