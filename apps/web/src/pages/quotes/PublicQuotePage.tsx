import { QUOTES_COPY as C, type PublicQuote } from '@northdesk/shared';
import { CircleAlertIcon, CircleCheckIcon, DownloadIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessageOf } from '@/lib/api-client';
import { PublicQuoteDecision } from '@/modules/quotes/components/PublicQuoteDecision';
import { QuoteLinesTable } from '@/modules/quotes/components/QuoteLinesEditor';
import { QuoteTotals } from '@/modules/quotes/components/QuoteTotals';
import { usePublicQuote, usePublicQuoteDecision } from '@/modules/quotes/hooks/usePublicQuote';
import { formatDate, formatDateTime } from '@/modules/quotes/utils/quote-format';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';

function StateNotice({ quote }: { quote: PublicQuote }) {
  const notices = {
    accepted: quote.acceptance
      ? `${C.publicAccepted} ${C.acceptedBy(quote.acceptance.name, formatDateTime(quote.acceptance.at))}.`
      : C.publicAccepted,
    declined: C.publicDeclined,
    expired: C.publicExpired,
    withdrawn: C.publicWithdrawn,
  } as const;
  if (quote.state === 'open') return null;
  const good = quote.state === 'accepted';
  const Icon = good ? CircleCheckIcon : CircleAlertIcon;
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-xl border p-4 text-sm ${good ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'bg-muted/60'}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {notices[quote.state]}
    </p>
  );
}

/** /q/{token}: the customer's view of a sent quote, without signing in; accept or decline. */
export function PublicQuotePage() {
  const { token = '' } = useParams();
  const quote = usePublicQuote(token);
  const { pdfUrl } = usePublicQuoteDecision(token);
  if (quote.isPending) return <CenteredSpinner />;
  if (!quote.data)
    return (
      <main className="mx-auto grid max-w-2xl gap-4 px-4 py-16">
        <h1 className="font-semibold text-2xl">{C.title}</h1>
        <p role="alert">{errorMessageOf(quote.error, C.publicInvalid)}</p>
      </main>
    );
  const q = quote.data;
  return (
    <main className="min-h-dvh bg-muted/40">
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="text-muted-foreground text-sm">{C.publicFrom(q.seller.name)}</p>
            <h1 className="font-semibold text-2xl tracking-tight">{C.publicTitle(q.number)}</h1>
            {q.title ? <p className="text-muted-foreground">{q.title}</p> : null}
          </div>
          <Button asChild variant="outline">
            <a href={pdfUrl} download={`${q.number}.pdf`}>
              <DownloadIcon aria-hidden="true" />
              {C.publicDownload}
            </a>
          </Button>
        </header>
        <StateNotice quote={q} />
        <Card>
          <CardContent className="grid gap-6">
            <dl className="grid gap-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="font-medium">{C.pdfCustomer}</dt>
                <dd>{q.customer.name}</dd>
                {q.customer.contactName ? (
                  <dd className="text-muted-foreground">{q.customer.contactName}</dd>
                ) : null}
              </div>
              <div>
                <dt className="font-medium">{C.pdfDate}</dt>
                <dd>{formatDate(q.issuedAt)}</dd>
              </div>
              <div>
                <dt className="font-medium">{C.pdfValidUntil}</dt>
                <dd>{formatDate(q.validUntil)}</dd>
              </div>
            </dl>
            {q.notes ? <p className="whitespace-pre-line text-sm">{q.notes}</p> : null}
            <QuoteLinesTable
              lines={q.lines.map((line) => ({ ...line, id: `${line.position}`, productId: null }))}
            />
            <div className="sm:ml-auto sm:w-96">
              <QuoteTotals totals={q.totals} currency={q.currency} />
            </div>
            {q.terms ? (
              <section className="text-muted-foreground text-xs">
                <h2 className="font-medium text-foreground">{C.pdfTerms}</h2>
                <p className="whitespace-pre-line">{q.terms}</p>
              </section>
            ) : null}
          </CardContent>
        </Card>
        {q.state === 'open' ? <PublicQuoteDecision token={token} quote={q} /> : null}
        <footer className="text-center text-muted-foreground text-xs">
          {q.seller.name}
          {q.seller.address.length > 0 ? ` · ${q.seller.address.join(', ')}` : ''}
        </footer>
      </div>
    </main>
  );
}
