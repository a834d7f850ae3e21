import {
  accessDeniedMessage,
  COMPANIES_COPY as C,
  type Company,
  RECORD_HISTORY_COPY,
} from '@northdesk/shared';
import { HandshakeIcon, InboxIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { CompanyActivitiesPanel } from '@/modules/activities/components/CompanyActivitiesPanel';
import { NewDealButton } from '@/modules/deals/components/NewDealButton';
import { RecordHistoryList } from '@/modules/record-history/components/RecordHistoryList';
import { NewTaskButton } from '@/modules/tasks/components/NewTaskButton';
import { RelatedTasksPanel } from '@/modules/tasks/components/RelatedTasksPanel';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useCompanyDeals } from '../hooks/useCompanyDeals';
import { useCompanySummary } from '../hooks/useCompanySummary';
import { CompanyContactsPanel } from './CompanyContactsPanel';
import { CompanyDealsTable } from './CompanyDealsTable';
import { CompanyOverviewTab } from './CompanyOverviewTab';
import { EmptyState } from './EmptyState';

const Loading = () => (
  <div className="flex justify-center py-12">
    <Spinner />
  </div>
);

/**
 * Overview, Contacts (n), Departments (n), Activities (n), Deals (n), Tasks (n) (docs/product/companies.md). The
 * Activities, Deals and Tasks tabs show only for users who may read that section: the summary's
 * count is null otherwise (until it arrives, the access levels decide).
 */
export function CompanyDetailTabs({ company }: { company: Company }) {
  const summary = useCompanySummary(company.id);
  // Each tab keeps its page while the user switches tabs (the tabs are not in the address, so
  // neither is the page); the detail page mounts these tabs afresh for another company.
  const [contactsPage, setContactsPage] = useState(1);
  const [departmentsPage, setDepartmentsPage] = useState(1);
  const access = useSectionAccess();
  const canReadDeals = access.can('deals', 'read');
  const deals = useCompanyDeals(company.id, canReadDeals);
  const counts = summary.data?.counts;
  const shows = (section: 'activities' | 'deals' | 'tasks') =>
    counts ? counts[section] !== null : access.can(section, 'read');

  return (
    <Tabs defaultValue="overview" className="gap-4">
      <div className="overflow-x-auto">
        <TabsList>
          <TabsTrigger value="overview">{C.tabOverview}</TabsTrigger>
          <TabsTrigger value="contacts">{C.tabContacts(counts?.contacts ?? 0)}</TabsTrigger>
          <TabsTrigger value="departments">{C.tabDepartments(counts?.departments ?? 0)}</TabsTrigger>
          {shows('activities') ? (
            <TabsTrigger value="activities">{C.tabActivities(counts?.activities ?? 0)}</TabsTrigger>
          ) : null}
          {shows('deals') ? <TabsTrigger value="deals">{C.tabDeals(counts?.deals ?? 0)}</TabsTrigger> : null}
          {shows('tasks') ? <TabsTrigger value="tasks">{C.tabTasks(counts?.tasks ?? 0)}</TabsTrigger> : null}
          <TabsTrigger value="history">{RECORD_HISTORY_COPY.tab}</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="overview">
        <CompanyOverviewTab company={company} summary={summary.data} />
      </TabsContent>
      <TabsContent value="contacts">
        <CompanyContactsPanel
          companyId={company.id}
          category="all"
          page={contactsPage}
          onPageChange={setContactsPage}
          empty={{ icon: UsersIcon, title: C.noContacts, description: C.noContactsDescription }}
        />
      </TabsContent>
      <TabsContent value="departments">
        <CompanyContactsPanel
          companyId={company.id}
          category="department"
          page={departmentsPage}
          onPageChange={setDepartmentsPage}
          empty={{ icon: InboxIcon, title: C.noDepartments, description: C.noDepartmentsDescription }}
        />
      </TabsContent>
      <TabsContent value="activities">
        <Card>
          <CardContent>
            <CompanyActivitiesPanel company={company} />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="deals">
        <Card className="py-0">
          <CardContent className="p-0">
            {canReadDeals ? (
              <div className="flex justify-end border-b p-3">
                <NewDealButton company={{ id: company.id, name: company.name }} />
              </div>
            ) : null}
            {access.isLoading ? (
              <Loading />
            ) : !canReadDeals ? (
              <EmptyState
                icon={HandshakeIcon}
                title={C.noDeals}
                description={accessDeniedMessage('read', 'Deals')}
              />
            ) : deals.isPending ? (
              <Loading />
            ) : deals.data && deals.data.length > 0 ? (
              <CompanyDealsTable deals={deals.data} />
            ) : (
              <EmptyState icon={HandshakeIcon} title={C.noDeals} description={C.noDealsDescription} />
            )}
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="tasks">
        <Card>
          <CardContent className="grid gap-3">
            <div className="flex justify-end">
              <NewTaskButton company={{ id: company.id, name: company.name }} size="sm" />
            </div>
            <RelatedTasksPanel related={{ crmCompanyId: company.id }} empty={C.noTasksDescription} />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="history">
        <Card>
          <CardContent>
            <RecordHistoryList type="company" id={company.id} />
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
