import {
  accessDeniedMessage,
  COMPANIES_COPY as C,
  type Company,
  type CompanySummaryResponse,
  industryLabel,
  RECENT_ACTIVITIES_LIMIT,
  RECENT_TASKS_LIMIT,
} from '@northdesk/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LogActivityButton } from '@/modules/activities/components/LogActivityButton';
import { NewTaskButton } from '@/modules/tasks/components/NewTaskButton';
import { RelatedTasksPanel } from '@/modules/tasks/components/RelatedTasksPanel';
import { joinParts } from '../utils/formatting';
import { CompanyActivityList } from './CompanyActivityList';
import { InfoRow } from './InfoRow';
import { LeadStatusBadge } from './LeadStatusBadge';

interface CompanyOverviewTabProps {
  company: Company;
  summary: CompanySummaryResponse | undefined;
}

/** A count; null is a section the user may not read (the summary hides it), so no stat at all. */
function Stat({ label, value }: { label: string; value: number | null | undefined }) {
  if (value === null) return null;
  return (
    <div className="rounded-lg border p-4 text-center">
      <p className="font-semibold text-2xl tabular-nums">{value ?? '–'}</p>
      <p className="text-muted-foreground text-sm">{label}</p>
    </div>
  );
}

/** Overview (docs/product/companies.md): company and contact information, actions, recent items, counts. */
export function CompanyOverviewTab({ company, summary }: CompanyOverviewTabProps) {
  const recentActivities = summary?.recentActivities.slice(0, RECENT_ACTIVITIES_LIMIT) ?? [];
  const activitiesHidden = summary?.counts.activities === null;
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{C.companyInformation}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <InfoRow label={C.industryLabel}>
                {company.industry ? industryLabel(company.industry) : null}
              </InfoRow>
              <InfoRow label={C.employeeCountLabel}>{company.employeeCount?.toLocaleString('en-US')}</InfoRow>
              <InfoRow label={C.website}>
                {company.domain ? (
                  <a
                    href={`https://${company.domain}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline underline-offset-2"
                  >
                    {company.domain}
                  </a>
                ) : null}
              </InfoRow>
              <InfoRow label={C.leadStatusLabel}>
                <LeadStatusBadge status={company.leadStatus} />
              </InfoRow>
              <InfoRow label={C.businessUnitLabel}>{company.businessUnit}</InfoRow>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{C.contactInformation}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <InfoRow label={C.phoneLabel}>{company.phone}</InfoRow>
              <InfoRow label={C.billingEmailLabel}>
                {company.billingEmail ? (
                  <a href={`mailto:${company.billingEmail}`} className="underline underline-offset-2">
                    {company.billingEmail}
                  </a>
                ) : null}
              </InfoRow>
              <InfoRow label={C.address}>{company.billingAddress}</InfoRow>
              <InfoRow label={C.cityState}>{joinParts(company.city, company.state)}</InfoRow>
              <InfoRow label={C.countryLabel}>{company.country}</InfoRow>
            </dl>
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <LogActivityButton company={{ id: company.id, name: company.name }} />
        <NewTaskButton company={{ id: company.id, name: company.name }} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
        <Stat label={C.statContacts} value={summary?.counts.contacts} />
        <Stat label={C.statActivities} value={summary?.counts.activities} />
        <Stat label={C.statDeals} value={summary?.counts.deals} />
        <Stat label={C.statTasks} value={summary?.counts.tasks} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{C.recentActivities}</CardTitle>
          </CardHeader>
          <CardContent>
            {activitiesHidden ? (
              <p className="text-muted-foreground text-sm">{accessDeniedMessage('read', 'Activities')}</p>
            ) : recentActivities.length > 0 ? (
              <CompanyActivityList items={recentActivities} />
            ) : (
              <p className="text-muted-foreground text-sm">{C.noActivities}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{C.recentTasks}</CardTitle>
          </CardHeader>
          <CardContent>
            <RelatedTasksPanel
              related={{ crmCompanyId: company.id }}
              empty={C.noTasks}
              limit={RECENT_TASKS_LIMIT}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
