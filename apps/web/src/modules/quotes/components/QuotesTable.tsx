import { QUOTES_COPY as C, formatMoney, type QuoteListItem } from '@northdesk/shared';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '../utils/quote-format';
import { QuoteStatusBadge } from './QuoteStatusBadge';

/** Quotes: number (a link), customer, deal, status, valid until, total; compact leaves deal and owner out. */
export function QuotesTable({ quotes, compact = false }: { quotes: QuoteListItem[]; compact?: boolean }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{C.columnNumber}</TableHead>
          <TableHead>{C.columnCustomer}</TableHead>
          {compact ? null : <TableHead>{C.columnDeal}</TableHead>}
          <TableHead>{C.columnStatus}</TableHead>
          <TableHead>{C.columnValidUntil}</TableHead>
          {compact ? null : <TableHead>{C.columnOwner}</TableHead>}
          <TableHead className="text-right">{C.columnTotal}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {quotes.map((quote) => (
          <TableRow key={quote.id} data-quote-id={quote.id}>
            <TableCell>
              <Link
                to={`/quotes/${quote.id}`}
                className="font-medium font-mono text-sm underline-offset-4 hover:underline"
              >
                {quote.number}
              </Link>
              {quote.title ? (
                <span className="block text-muted-foreground text-xs">{quote.title}</span>
              ) : null}
            </TableCell>
            <TableCell>{quote.crmCompany.name}</TableCell>
            {compact ? null : <TableCell>{quote.deal?.name ?? '—'}</TableCell>}
            <TableCell>
              <QuoteStatusBadge status={quote.status} superseded={quote.superseded} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(quote.validUntil)}</TableCell>
            {compact ? null : <TableCell>{quote.ownerName ?? '—'}</TableCell>}
            <TableCell className="text-right tabular-nums">{formatMoney(quote.gross)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
