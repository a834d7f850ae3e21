import { COMPANIES_COPY as C, type Deal, dealStageLabel } from '@northdesk/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatMoney } from '../utils/formatting';

/** The Deals tab (docs/product/companies.md): name, stage, value in dollars, close date. */
export function CompanyDealsTable({ deals }: { deals: Deal[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{C.dealName}</TableHead>
          <TableHead>{C.dealStage}</TableHead>
          <TableHead className="text-right">{C.dealValue}</TableHead>
          <TableHead>{C.dealCloseDate}</TableHead>
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
            <TableCell>
              <Badge variant="secondary">{dealStageLabel(deal.stage)}</Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {deal.amount === null ? null : formatMoney(deal.amount)}
            </TableCell>
            <TableCell>{formatDate(deal.closeDate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
