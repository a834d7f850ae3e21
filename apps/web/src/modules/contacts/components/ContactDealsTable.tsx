import { CONTACTS_COPY, type ContactDeal, dealStageLabel } from '@northdesk/shared';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatDealValue } from '../utils/contact-display';

const { dealColumns } = CONTACTS_COPY;

/** A contact's deals: name, stage, value in dollars, close date. */
export function ContactDealsTable({ deals }: { deals: ContactDeal[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{dealColumns.name}</TableHead>
          <TableHead>{dealColumns.stage}</TableHead>
          <TableHead className="text-right">{dealColumns.value}</TableHead>
          <TableHead>{dealColumns.closeDate}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deals.map((deal) => (
          <TableRow key={deal.id}>
            <TableCell className="font-medium">
              <Link to={`/deals/${deal.id}`} className="underline-offset-4 hover:underline">
                {deal.name}
              </Link>
            </TableCell>
            <TableCell>{dealStageLabel(deal.stage)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {deal.amount === null ? CONTACTS_COPY.notSet : formatDealValue(deal.amount)}
            </TableCell>
            <TableCell>{deal.closeDate ? formatDate(deal.closeDate) : CONTACTS_COPY.notSet}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
