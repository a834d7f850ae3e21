import { DEALS_COPY as C, type DealCard, type DealSort } from '@northdesk/shared';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { dealDate, dealMoney } from '../utils/deal-format';
import { DealStatusBadge } from './DealStatusBadge';

interface DealsTableProps {
  deals: DealCard[];
  sort: DealSort;
  dir: 'asc' | 'desc';
  onSort: (sort: DealSort, dir: 'asc' | 'desc') => void;
}

const COLUMNS: { sort: DealSort; label: string; className?: string }[] = [
  { sort: 'name', label: C.name },
  { sort: 'company', label: C.company },
  { sort: 'stage', label: C.stage },
  { sort: 'owner', label: C.owner, className: 'hidden lg:table-cell' },
  { sort: 'closeDate', label: C.closeDate, className: 'hidden md:table-cell' },
  { sort: 'amount', label: C.amount, className: 'text-right' },
];

/** Deals as rows; every column header sorts (again: the other way). */
export function DealsTable({ deals, sort, dir, onSort }: DealsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => {
            const active = column.sort === sort;
            const Arrow = dir === 'asc' ? ArrowUpIcon : ArrowDownIcon;
            return (
              <TableHead
                key={column.sort}
                className={column.className}
                aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <button
                  type="button"
                  className={cn(
                    'inline-flex items-center gap-1 hover:text-foreground',
                    active && 'text-foreground',
                  )}
                  onClick={() => onSort(column.sort, active && dir === 'asc' ? 'desc' : 'asc')}
                >
                  {column.label}
                  {active ? <Arrow className="size-3.5" aria-hidden="true" /> : null}
                </button>
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {deals.map((deal) => (
          <TableRow key={deal.id} data-deal-id={deal.id}>
            <TableCell>
              <Link to={`/deals/${deal.id}`} className="font-medium underline-offset-4 hover:underline">
                {deal.name}
              </Link>
              {deal.rotting ? (
                <span className="block text-destructive text-xs">{C.rotting(deal.daysInStage)}</span>
              ) : null}
            </TableCell>
            <TableCell>{deal.companyName ?? '—'}</TableCell>
            <TableCell>
              <span className="flex flex-wrap items-center gap-1.5">
                {deal.stageName}
                {deal.status === 'open' ? null : <DealStatusBadge status={deal.status} />}
              </span>
            </TableCell>
            <TableCell className="hidden lg:table-cell">{deal.owner?.name ?? C.noOwner}</TableCell>
            <TableCell className="hidden whitespace-nowrap md:table-cell">
              {dealDate(deal.closeDate)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{dealMoney(deal.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
