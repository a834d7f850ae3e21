import { WAREHOUSE_COPY as C, UNKNOWN_ITEM_STATUSES, type UnknownItem } from '@northdesk/shared';
import { PackageSearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { useUrlListState } from '@/modules/ui/hooks/useUrlListState';
import { IdentifyDialog } from '@/modules/warehouse/components/IdentifyDialog';
import { RejectDialog } from '@/modules/warehouse/components/RejectDialog';
import { UnknownItemCard } from '@/modules/warehouse/components/UnknownItemCard';
import { useUnknownItems } from '@/modules/warehouse/hooks/useUnknownItems';

const STATUSES = [...UNKNOWN_ITEM_STATUSES, 'all'] as const;
const statusLabel = (status: string) =>
  status === 'all' ? C.allStatuses : (C.unknownStatuses[status as keyof typeof C.unknownStatuses] ?? status);

/** /warehouse/unknown: the inbox of unknown goods; identify (link a product) or reject. */
export function UnknownGoodsPage() {
  const { state, update } = useUrlListState('open');
  const items = useUnknownItems(state.status);
  const { can } = useSectionAccess();
  const [identifying, setIdentifying] = useState<UnknownItem | null>(null);
  const [rejecting, setRejecting] = useState<UnknownItem | null>(null);
  const list = items.data?.items ?? [];
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={C.unknownTitle} description={C.unknownDescription} />
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
      {items.isPending ? <CenteredSpinner /> : null}
      {!items.isPending && list.length === 0 ? (
        <Card>
          <EmptyState
            icon={PackageSearchIcon}
            title={C.noUnknownTitle}
            description={C.noUnknownDescription}
          />
        </Card>
      ) : null}
      <div className="grid gap-3">
        {list.map((item) => (
          <UnknownItemCard
            key={item.id}
            item={item}
            canResolve={can('inventory', 'edit')}
            onIdentify={setIdentifying}
            onReject={setRejecting}
          />
        ))}
      </div>
      <IdentifyDialog item={identifying} onClose={() => setIdentifying(null)} />
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
    </PageContainer>
  );
}
