import { DEALS_COPY as C, type DealDetail, QUOTES_COPY } from '@northdesk/shared';
import { PartyPopperIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { useQuotes } from '@/modules/quotes/hooks/useQuotes';
import { useDealMutations } from '../hooks/useDealMutations';

/** An open deal whose quote the customer accepted: say so and offer "Mark deal won". */
export function DealQuoteAcceptedBanner({ deal, canEdit }: { deal: DealDetail; canEdit: boolean }) {
  const { can } = useSectionAccess();
  const accepted = useQuotes(
    { dealId: deal.id, status: 'accepted', pageSize: 5 },
    deal.status === 'open' && can('quotes', 'read'),
  );
  const { won } = useDealMutations(deal.id);
  const quote = accepted.data?.quotes[0];
  if (deal.status !== 'open' || !quote) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-md border border-emerald-600/40 bg-emerald-50 p-3 text-emerald-950 text-sm dark:bg-emerald-950 dark:text-emerald-50"
      role="status"
    >
      <PartyPopperIcon className="size-4" aria-hidden="true" />
      <p className="flex-1">
        <Link to={`/quotes/${quote.id}`} className="font-medium underline underline-offset-4">
          {C.quoteAccepted(quote.number)}
        </Link>
      </p>
      {canEdit ? (
        <Button size="sm" onClick={() => won.mutate()} disabled={won.isPending}>
          {QUOTES_COPY.markDealWon}
        </Button>
      ) : null}
    </div>
  );
}
