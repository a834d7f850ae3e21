import { WAREHOUSE_COPY as C, RECEIPT_STATUSES } from '@northdesk/shared';
import { ClipboardCheckIcon } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { ListCard } from '@/modules/ui/components/ListCard';
import { Pager } from '@/modules/ui/components/Pager';
import { useUrlListState } from '@/modules/ui/hooks/useUrlListState';
import { FlaggedChanges } from '@/modules/warehouse/components/FlaggedChanges';
import { ReceiptsTable } from '@/modules/warehouse/components/ReceiptsTable';
import { useReceipts } from '@/modules/warehouse/hooks/useReceipts';

const STATUSES = ['all', ...RECEIPT_STATUSES] as const;
const statusLabel = (status: string) =>
  status === 'all' ? C.allStatuses : (C.receiptStatuses[status as keyof typeof C.receiptStatuses] ?? status);

/** /warehouse/receipts: goods receipts, open ones first. */
export function ReceiptsPage() {
  const { state, update } = useUrlListState('all');
  const receipts = useReceipts({ status: state.status, page: state.page });
  const data = receipts.data;
  return (
    <PageContainer className="max-w-7xl">
      <PageHeader title={C.receiptsTitle} description={C.receiptsDescription} />
      <FlaggedChanges />
      <Select value={state.status} onValueChange={(status) => update({ status })}>
        <SelectTrigger aria-label={`${C.statusFilter}: ${statusLabel(state.status)}`} className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {statusLabel(status)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <ListCard
        pending={receipts.isPending}
        stale={receipts.isPlaceholderData}
        hasRows={(data?.receipts.length ?? 0) > 0}
        empty={
          <EmptyState
            icon={ClipboardCheckIcon}
            title={C.noReceiptsTitle}
            description={C.noReceiptsDescription}
          />
        }
      >
        <ReceiptsTable receipts={data?.receipts ?? []} />
      </ListCard>
      {data ? (
        <Pager
          page={state.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(page) => update({ page })}
          showing={C.showing}
          label={C.pagination}
        />
      ) : null}
    </PageContainer>
  );
}
