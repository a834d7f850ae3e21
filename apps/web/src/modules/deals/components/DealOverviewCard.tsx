import { DEALS_COPY as C, type DealDetail } from '@northdesk/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { dealDate, dealDateTime, dealMoney } from '../utils/deal-format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Every field of a deal, with links to its company and contact. */
export function DealOverviewCard({ deal }: { deal: DealDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.overview}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <Row label={C.amount}>
            <span className="font-semibold tabular-nums">{dealMoney(deal.amount)}</span>
          </Row>
          <Row label={`${C.weighted} (${deal.probability}%)`}>
            <span className="tabular-nums">{dealMoney(deal.weightedAmount)}</span>
          </Row>
          <Row label={C.closeDate}>{dealDate(deal.closeDate)}</Row>
          <Row label={C.company}>
            {deal.crmCompanyId ? (
              <Link
                to={`/companies/${deal.crmCompanyId}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {deal.companyName}
              </Link>
            ) : (
              '—'
            )}
          </Row>
          <Row label={C.contact}>
            {deal.contactId ? (
              <Link
                to={`/contacts/${deal.contactId}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {deal.contactName ?? deal.contactId}
              </Link>
            ) : (
              C.noContact
            )}
          </Row>
          <Row label={C.owner}>{deal.owner?.name ?? C.noOwner}</Row>
          <Row label={C.stage}>
            {deal.stageName}
            {deal.status === 'open' ? (
              <span className={deal.rotting ? 'ml-2 text-destructive' : 'ml-2 text-muted-foreground'}>
                {deal.rotting ? C.rotting(deal.daysInStage) : C.daysIdle(deal.daysInStage)}
              </span>
            ) : null}
          </Row>
          {deal.status === 'lost' ? (
            <Row label={C.lostReason}>
              {[deal.lostReason, deal.lostNote].filter(Boolean).join(' — ') || '—'}
            </Row>
          ) : null}
          {deal.closedAt ? <Row label={C.closedOn}>{dealDateTime(deal.closedAt)}</Row> : null}
          <Row label={C.created}>
            {dealDateTime(deal.createdAt)}
            {deal.createdBy?.name ? ` ${C.by(deal.createdBy.name)}` : ''}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
