import {
  QUOTES_COPY as C,
  formatMoney,
  type QuoteTotals as Totals,
  VAT_CODE_LABELS,
} from '@northdesk/shared';

/** Net, VAT per rate (on the rate's net), VAT, total; and the rounding rule, stated. */
export function QuoteTotals({ totals, currency = 'GBP' }: { totals: Totals; currency?: string }) {
  const money = (value: string) => formatMoney(value, currency);
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-label={C.totalsTitle}>
        <dt className="text-muted-foreground">{C.netTotal}</dt>
        <dd className="text-right tabular-nums" data-testid="quote-net">
          {money(totals.net)}
        </dd>
        {totals.breakdown.map((row) => (
          <div key={row.vatCode} className="contents">
            <dt className="text-muted-foreground">
              {row.vatCode === 'exempt' ? VAT_CODE_LABELS.exempt : C.vatAt(`${row.rate}%`)} on{' '}
              {money(row.net)}
            </dt>
            <dd className="text-right tabular-nums" data-testid={`quote-vat-${row.vatCode}`}>
              {money(row.vat)}
            </dd>
          </div>
        ))}
        <dt className="text-muted-foreground">{C.vatTotal}</dt>
        <dd className="text-right tabular-nums" data-testid="quote-vat">
          {money(totals.vat)}
        </dd>
        <dt className="font-semibold text-base">{C.grossTotal}</dt>
        <dd className="text-right font-semibold text-base tabular-nums" data-testid="quote-gross">
          {money(totals.gross)}
        </dd>
      </dl>
      <p className="text-muted-foreground text-xs">{C.vatRule}</p>
    </div>
  );
}
