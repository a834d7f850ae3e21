import { QUOTES_COPY as C, type Quote } from '@northdesk/shared';
import { CircleCheckIcon, CircleXIcon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { useMarkDealWon } from '../hooks/useQuote';
import { formatDateTime } from '../utils/quote-format';

/** The customer's answer: who accepted (when, from where) and "Mark deal won", or the decline reason. */
export function QuoteDecisionBanner({ quote }: { quote: Quote }) {
  const { can } = useSectionAccess();
  const markWon = useMarkDealWon();
  const [won, setWon] = useState(false);
  if (quote.acceptance) {
    const { name, at, ipAddress } = quote.acceptance;
    return (
      <section
        aria-label={C.statusLabels.accepted}
        className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-start gap-2 text-sm">
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {C.acceptedBy(name, formatDateTime(at))}
            {ipAddress ? ` ${C.acceptedFrom(ipAddress)}` : ''}
          </span>
        </p>
        {quote.deal && can('deals', 'edit') ? (
          won ? (
            <span className="flex items-center gap-1 font-medium text-sm">
              <TrophyIcon className="size-4" aria-hidden="true" />
              {C.dealAlreadyWon}
            </span>
          ) : (
            <Button
              size="sm"
              onClick={() => {
                const dealId = quote.deal?.id;
                if (dealId) markWon.mutate(dealId, { onSuccess: () => setWon(true) });
              }}
              disabled={markWon.isPending}
            >
              <TrophyIcon aria-hidden="true" />
              {C.markDealWon}
            </Button>
          )
        ) : null}
      </section>
    );
  }
  if (quote.decline) {
    return (
      <section
        aria-label={C.statusLabels.declined}
        className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 text-sm"
      >
        <p className="flex items-start gap-2">
          <CircleXIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {C.declinedBy(quote.decline.name, formatDateTime(quote.decline.at))}
        </p>
        <p className="mt-1 pl-6">
          {C.declineReasonLabel}: {quote.decline.reason}
        </p>
      </section>
    );
  }
  return null;
}
