import { QUOTES_COPY as C } from '@northdesk/shared';
import { FileTextIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useQuotes } from '../hooks/useQuotes';
import { NewQuoteDialog } from './NewQuoteDialog';
import { QuotesTable } from './QuotesTable';

interface DealQuotesCardProps {
  deal: { id: string; name: string };
  /** The deal's customer, preset in the New Quote dialog. */
  company: { id: string; name: string } | null;
}

/** The quotes of a deal, for the deal page (GET /api/quotes?dealId=…), with New Quote. */
export function DealQuotesCard({ deal, company }: DealQuotesCardProps) {
  const { can } = useSectionAccess();
  const canRead = can('quotes', 'read');
  const quotes = useQuotes({ dealId: deal.id, pageSize: 100 }, canRead);
  const [creating, setCreating] = useState(false);
  if (!canRead) return null;
  const rows = quotes.data?.quotes ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <FileTextIcon className="size-4" aria-hidden="true" />
          {C.dealQuotesTitle}
        </CardTitle>
        {can('quotes', 'create') ? (
          <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {C.newQuote}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="p-0">
        {quotes.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : rows.length === 0 ? (
          <p className="px-6 pb-6 text-muted-foreground text-sm">{C.dealQuotesEmpty}</p>
        ) : (
          <QuotesTable quotes={rows} compact />
        )}
      </CardContent>
      <NewQuoteDialog open={creating} onOpenChange={setCreating} deal={deal} company={company} />
    </Card>
  );
}
