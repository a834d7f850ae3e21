import { ADMIN_COPY, canAccessSection } from '@northdesk/shared';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { GeneralSettingsCard } from '@/modules/crm-settings/components/GeneralSettingsCard';
import { PipelineConfigurationCard } from '@/modules/deals/components/PipelineConfigurationCard';
import { CrmToolsCard } from '@/modules/hubspot/components/CrmToolsCard';
import { HubspotIntegrationCard } from '@/modules/hubspot/components/HubspotIntegrationCard';
import { UserPermissionsLinkCard } from '@/modules/hubspot/components/UserPermissionsLinkCard';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { PAGE_COPY } from '@/modules/page-layout/copy';
import { AdminAccessDenied } from '@/modules/settings/components/AdminAccessDenied';

/**
 * /crm-settings: a grid of cards owned by their modules (HubSpot integration and tools, pipeline
 * configuration from deals, a link to user permissions, general settings). A module adds its card with one line.
 */
export function CrmSettingsPage() {
  const { user } = useCurrentUser();
  const { title, description } = PAGE_COPY.crmSettings;
  if (!canAccessSection(user?.role, 'crm-settings'))
    return (
      <AdminAccessDenied message={ADMIN_COPY.settingsAccessDenied} backLabel={ADMIN_COPY.returnToDashboard} />
    );
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <HubspotIntegrationCard />
        </div>
        <CrmToolsCard />
        <PipelineConfigurationCard />
        <UserPermissionsLinkCard />
        <GeneralSettingsCard />
      </div>
    </PageContainer>
  );
}
