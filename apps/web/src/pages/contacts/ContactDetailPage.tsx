import { CONTACTS_COPY, RECORD_HISTORY_COPY } from '@northdesk/shared';
import { ArchiveIcon, ArrowLeftIcon, PencilIcon, PlusIcon, UserXIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { LogActivityDialog } from '@/modules/activities/components/LogActivityDialog';
import { CompanyInitialsLogo } from '@/modules/companies/components/CompanyInitialsLogo';
import { ArchiveContactDialog } from '@/modules/contacts/components/ArchiveContactDialog';
import { ContactActivitiesTab } from '@/modules/contacts/components/ContactActivitiesTab';
import { ContactCategoryBadge } from '@/modules/contacts/components/ContactCategoryBadge';
import { ContactCompanyTab } from '@/modules/contacts/components/ContactCompanyTab';
import { ContactDealsTab } from '@/modules/contacts/components/ContactDealsTab';
import { ContactFormDialog } from '@/modules/contacts/components/ContactFormDialog';
import { ContactOverviewTab } from '@/modules/contacts/components/ContactOverviewTab';
import { ContactLeadStatusEditor, ContactOwnerEditor } from '@/modules/contacts/components/ContactQuickEdit';
import { ContactTasksCard } from '@/modules/contacts/components/ContactTasksCard';
import { LinkCompanyDialog } from '@/modules/contacts/components/LinkCompanyDialog';
import { useContact } from '@/modules/contacts/hooks/useContact';
import { contactCompanyName, contactDisplayName } from '@/modules/contacts/utils/contact-display';
import { NewDealButton } from '@/modules/deals/components/NewDealButton';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { RecordHistoryList } from '@/modules/record-history/components/RecordHistoryList';
import { Spinner } from '@/modules/ui/components/Spinner';

const TABS = ['overview', 'company', 'activities', 'deals', 'history'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

function BackToContacts() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2.5 justify-self-start text-muted-foreground" asChild>
      <Link to="/contacts">
        <ArrowLeftIcon aria-hidden="true" />
        {CONTACTS_COPY.backToContacts}
      </Link>
    </Button>
  );
}

/** /contacts/{id} (docs/product/contacts.md): Overview, Company Details, Activities, Deals. */
export function ContactDetailPage() {
  const { id = '' } = useParams();
  const contact = useContact(id);
  const { can } = useSectionAccess();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('overview');
  const [editing, setEditing] = useState(false);
  const [linking, setLinking] = useState(false);
  const [logging, setLogging] = useState(false);
  const [archiving, setArchiving] = useState(false);

  if (contact.isPending) {
    return (
      <PageContainer>
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      </PageContainer>
    );
  }

  if (!contact.data) {
    return (
      <PageContainer>
        <BackToContacts />
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-16 text-center">
            <UserXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <h1 className="font-semibold text-xl">{CONTACTS_COPY.notFound}</h1>
            {contact.isNotFound ? (
              <p className="text-muted-foreground text-sm">{CONTACTS_COPY.notFoundDescription}</p>
            ) : null}
          </CardContent>
        </Card>
      </PageContainer>
    );
  }

  const data = contact.data;
  const name = contactDisplayName(data);
  const companyName = contactCompanyName(data);
  const canEdit = can('contacts', 'edit');
  const canLog = can('activities', 'create');
  const canSeeDeals = data.stats.dealCount !== null;
  const logCompany = data.crmCompany ? { id: data.crmCompany.id, name: data.crmCompany.name } : null;

  return (
    <PageContainer className="max-w-7xl">
      <BackToContacts />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <CompanyInitialsLogo name={name} className="size-12 rounded-full" />
          <div className="min-w-0">
            <h1 className="break-words font-semibold text-2xl tracking-tight">{name}</h1>
            <p className="text-muted-foreground text-sm">
              {[data.jobTitle, companyName].filter(Boolean).join(' · ')}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <ContactCategoryBadge category={data.category} />
              <ContactLeadStatusEditor contact={data} canEdit={canEdit} />
              <span aria-hidden="true" className="text-muted-foreground">
                ·
              </span>
              <ContactOwnerEditor contact={data} canEdit={canEdit} />
            </div>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {canLog ? (
            <Button variant="outline" onClick={() => setLogging(true)}>
              <PlusIcon aria-hidden="true" />
              {CONTACTS_COPY.logActivity}
            </Button>
          ) : null}
          {canEdit ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              {CONTACTS_COPY.edit}
            </Button>
          ) : null}
          {can('contacts', 'delete') ? (
            <Button variant="outline" onClick={() => setArchiving(true)}>
              <ArchiveIcon aria-hidden="true" />
              {CONTACTS_COPY.archive}
            </Button>
          ) : null}
        </div>
      </header>

      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)} className="min-w-0">
        <TabsList className="h-auto w-full flex-wrap sm:w-fit">
          <TabsTrigger value="overview">{CONTACTS_COPY.tabs.overview}</TabsTrigger>
          <TabsTrigger value="company">{CONTACTS_COPY.tabs.companyDetails}</TabsTrigger>
          <TabsTrigger value="activities">
            {CONTACTS_COPY.tabs.activities(data.stats.activityCount)}
          </TabsTrigger>
          <TabsTrigger value="deals">{CONTACTS_COPY.tabs.deals(data.stats.dealCount ?? 0)}</TabsTrigger>
          <TabsTrigger value="history">{RECORD_HISTORY_COPY.tab}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="mt-2">
          <ContactOverviewTab
            contact={data}
            canEdit={canEdit}
            canLog={canLog}
            onLogActivity={() => setLogging(true)}
            onLinkCompany={() => setLinking(true)}
          />
        </TabsContent>
        <TabsContent value="company" className="mt-2">
          <Card>
            <CardContent>
              <ContactCompanyTab contact={data} canEdit={canEdit} onLinkCompany={() => setLinking(true)} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="activities" className="mt-2 grid gap-4">
          <Card>
            <CardContent>
              <ContactActivitiesTab contactId={data.id} canLog={canLog} onLog={() => setLogging(true)} />
            </CardContent>
          </Card>
          {/* Tasks belong to the contact's timeline too (issue 7). */}
          <ContactTasksCard contact={data} />
        </TabsContent>
        <TabsContent value="deals" className="mt-2">
          <Card className="min-w-0 py-0">
            <CardContent className="p-0">
              {canSeeDeals && logCompany ? (
                <div className="flex justify-end border-b p-3">
                  <NewDealButton company={logCompany} contactId={data.id} />
                </div>
              ) : null}
              <ContactDealsTab contactId={data.id} canSeeDeals={canSeeDeals} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="history" className="mt-2">
          <Card>
            <CardContent>
              <RecordHistoryList type="contact" id={data.id} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>

      <ContactFormDialog open={editing} onOpenChange={setEditing} contact={data} />
      <LinkCompanyDialog contact={data} open={linking} onOpenChange={setLinking} />
      <LogActivityDialog
        open={logging}
        onOpenChange={setLogging}
        company={logCompany}
        contact={{ id: data.id, name }}
      />
      <ArchiveContactDialog
        contact={archiving ? { id: data.id, name } : null}
        onClose={() => setArchiving(false)}
        onArchived={() => void navigate('/contacts')}
      />
    </PageContainer>
  );
}
