import { CONTACTS_COPY, type Contact, RECENT_ACTIVITIES_LIMIT, RECENT_TASKS_LIMIT } from '@northdesk/shared';
import { MailIcon, PhoneIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ActivityList } from '@/modules/activities/components/ActivityList';
import { useActivities } from '@/modules/activities/hooks/useActivities';
import { LeadStatusBadge } from '@/modules/companies/components/LeadStatusBadge';
import { contactCompanyName, formatDate, formatDealValue } from '../utils/contact-display';
import { InfoList } from './ContactInfoList';
import { ContactTasksCard } from './ContactTasksCard';

interface ContactOverviewTabProps {
  contact: Contact;
  canEdit: boolean;
  canLog: boolean;
  onLogActivity: () => void;
  onLinkCompany: () => void;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-3">
      <p className="text-muted-foreground text-xs">{label}</p>
      <p className="mt-1 font-semibold text-xl tabular-nums">{value}</p>
    </div>
  );
}

/** Contact info, associated company, Log Activity and New Task, tasks, recent activities and counts. */
export function ContactOverviewTab({
  contact,
  canEdit,
  canLog,
  onLogActivity,
  onLinkCompany,
}: ContactOverviewTabProps) {
  const recent = useActivities({ contactId: contact.id, limit: RECENT_ACTIVITIES_LIMIT });
  const company = contact.crmCompany && !contact.crmCompany.isIndividualContacts ? contact.crmCompany : null;
  const { stats } = contact;

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="grid content-start gap-4 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h3>{CONTACTS_COPY.contactInfo}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <InfoList
              items={[
                {
                  label: CONTACTS_COPY.email,
                  value: contact.email ? (
                    <a
                      href={`mailto:${contact.email}`}
                      className="inline-flex items-center gap-1 hover:underline"
                    >
                      <MailIcon className="size-3" aria-hidden="true" />
                      {contact.email}
                    </a>
                  ) : null,
                },
                {
                  label: CONTACTS_COPY.phone,
                  value: contact.phone ? (
                    <a
                      href={`tel:${contact.phone}`}
                      className="inline-flex items-center gap-1 hover:underline"
                    >
                      <PhoneIcon className="size-3" aria-hidden="true" />
                      {contact.phone}
                    </a>
                  ) : null,
                },
                { label: CONTACTS_COPY.jobTitle, value: contact.jobTitle },
                { label: CONTACTS_COPY.leadStatus, value: <LeadStatusBadge status={contact.leadStatus} /> },
                {
                  label: CONTACTS_COPY.syncStrategy,
                  value: CONTACTS_COPY.syncStrategies[contact.syncStrategy],
                },
                { label: CONTACTS_COPY.createdAt, value: formatDate(contact.createdAt) },
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle>
              <h3>{CONTACTS_COPY.recentActivities}</h3>
            </CardTitle>
            {canLog ? (
              <Button size="sm" onClick={onLogActivity}>
                <PlusIcon aria-hidden="true" />
                {CONTACTS_COPY.logActivity}
              </Button>
            ) : null}
          </CardHeader>
          <CardContent>
            {recent.data && recent.data.activities.length > 0 ? (
              <ActivityList activities={recent.data.activities} showContact={false} />
            ) : (
              <p className="text-muted-foreground text-sm">{CONTACTS_COPY.noRecentActivities}</p>
            )}
          </CardContent>
        </Card>
        <ContactTasksCard contact={contact} limit={RECENT_TASKS_LIMIT} />
      </div>
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle>
              <h3>{CONTACTS_COPY.associatedCompany}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="font-medium">{contactCompanyName(contact) ?? CONTACTS_COPY.noCompany}</p>
            <div className="flex flex-wrap gap-2">
              {company ? (
                <Button size="sm" variant="outline" asChild>
                  <Link to={`/companies/${company.id}`}>{CONTACTS_COPY.viewCompany}</Link>
                </Button>
              ) : null}
              {canEdit ? (
                <Button size="sm" variant="outline" onClick={onLinkCompany}>
                  {company ? CONTACTS_COPY.changeCompany : CONTACTS_COPY.linkCompany}
                </Button>
              ) : null}
            </div>
          </CardContent>
        </Card>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
          <Stat label={CONTACTS_COPY.statsActivities} value={String(stats.activityCount)} />
          <Stat
            label={CONTACTS_COPY.statsDeals}
            value={stats.dealCount === null ? CONTACTS_COPY.notSet : String(stats.dealCount)}
          />
          <Stat
            label={CONTACTS_COPY.statsDealValue}
            value={
              stats.totalDealValue === null ? CONTACTS_COPY.notSet : formatDealValue(stats.totalDealValue)
            }
          />
        </div>
      </div>
    </div>
  );
}
