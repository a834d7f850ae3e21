import { DEALS_COPY as C } from '@northdesk/shared';
import {
  FileSearchIcon,
  PencilIcon,
  RotateCcwIcon,
  ThumbsDownIcon,
  ThumbsUpIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { DealFormDialog } from '@/modules/deals/components/DealFormDialog';
import { DealHistoryCard } from '@/modules/deals/components/DealHistoryCard';
import { DealOverviewCard } from '@/modules/deals/components/DealOverviewCard';
import { DealQuoteAcceptedBanner } from '@/modules/deals/components/DealQuoteAcceptedBanner';
import { DealStageBar } from '@/modules/deals/components/DealStageBar';
import { DealStatusBadge } from '@/modules/deals/components/DealStatusBadge';
import { DealWorkCard } from '@/modules/deals/components/DealWorkCard';
import { LostDealDialog } from '@/modules/deals/components/LostDealDialog';
import { useDeal } from '@/modules/deals/hooks/useDeal';
import { useDealMutations } from '@/modules/deals/hooks/useDealMutations';
import { usePipelines } from '@/modules/deals/hooks/usePipelines';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { DealQuotesCard } from '@/modules/quotes/components/DealQuotesCard';
import { RecordHistoryCard } from '@/modules/record-history/components/RecordHistoryCard';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';

/** /deals/{id}: the stage bar, every field, Won / Lost / Reopen, stage history, activities, tasks and quotes. */
export function DealDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const deal = useDeal(id);
  const pipelines = usePipelines();
  const { can } = useSectionAccess();
  const { won, reopen, remove } = useDealMutations(id);
  const [editing, setEditing] = useState(false);
  const [losing, setLosing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (deal.isPending) return <CenteredSpinner />;
  if (!deal.data)
    return (
      <PageContainer>
        <PageHeader title={C.notFound} showBack />
        <EmptyState icon={FileSearchIcon} title={C.notFound} description={C.back} />
      </PageContainer>
    );
  const { deal: d, history } = deal.data;
  const canEdit = can('deals', 'edit');
  const pipeline = pipelines.data?.pipelines.find((p) => p.id === d.pipelineId);
  const company = d.crmCompanyId ? { id: d.crmCompanyId, name: d.companyName ?? '' } : null;

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title={d.name}
        description={[d.companyName, d.stageName].filter(Boolean).join(' · ')}
        showBack
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <DealStatusBadge status={d.status} />
            {canEdit && d.status === 'open' ? (
              <>
                <Button
                  onClick={() => won.mutate()}
                  disabled={won.isPending}
                  className="bg-emerald-700 text-white hover:bg-emerald-800"
                >
                  <ThumbsUpIcon aria-hidden="true" />
                  {C.markWon}
                </Button>
                <Button variant="destructive" onClick={() => setLosing(true)}>
                  <ThumbsDownIcon aria-hidden="true" />
                  {C.markLost}
                </Button>
              </>
            ) : null}
            {canEdit && d.status !== 'open' ? (
              <Button variant="outline" onClick={() => reopen.mutate()} disabled={reopen.isPending}>
                <RotateCcwIcon aria-hidden="true" />
                {C.reopen}
              </Button>
            ) : null}
            {canEdit ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                <PencilIcon aria-hidden="true" />
                {C.edit}
              </Button>
            ) : null}
            {can('deals', 'delete') ? (
              <Button variant="ghost" onClick={() => setDeleting(true)} aria-label={C.delete}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        }
      />
      <DealStageBar deal={d} pipeline={pipeline} canMove={canEdit} />
      <DealQuoteAcceptedBanner deal={d} canEdit={canEdit} />
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid gap-6">
          <DealOverviewCard deal={d} />
          <DealWorkCard deal={d} />
          <DealQuotesCard deal={{ id: d.id, name: d.name }} company={company} />
          <RecordHistoryCard type="deal" id={d.id} />
        </div>
        <DealHistoryCard history={history} />
      </div>
      <DealFormDialog open={editing} onOpenChange={setEditing} deal={d} />
      <LostDealDialog dealId={d.id} open={losing} onOpenChange={setLosing} />
      <AlertDialog open={deleting} onOpenChange={setDeleting}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{C.deleteConfirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{C.deleteConfirm(d.name)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{C.cancel}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => remove.mutate(undefined, { onSuccess: () => navigate('/deals') })}
            >
              {C.delete}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageContainer>
  );
}
