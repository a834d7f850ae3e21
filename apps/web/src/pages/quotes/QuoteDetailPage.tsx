import { QUOTES_COPY as C, DEFAULT_VAT_CODE, type Quote } from '@northdesk/shared';
import { CopyPlusIcon, DownloadIcon, FileSearchIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
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
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { useGeneralSettings } from '@/modules/crm-settings/hooks/useGeneralSettings';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { QuoteDecisionBanner } from '@/modules/quotes/components/QuoteDecisionBanner';
import { QuoteDetailsFields } from '@/modules/quotes/components/QuoteDetailsFields';
import { QuoteLinesEditor, QuoteLinesTable } from '@/modules/quotes/components/QuoteLinesEditor';
import { QuoteStatusBadge } from '@/modules/quotes/components/QuoteStatusBadge';
import { QuoteTotals } from '@/modules/quotes/components/QuoteTotals';
import { SendQuoteDialog } from '@/modules/quotes/components/SendQuoteDialog';
import { useQuote, useQuoteMutations } from '@/modules/quotes/hooks/useQuote';
import {
  draftToRequest,
  draftTotals,
  type QuoteDraft,
  quoteToDraft,
} from '@/modules/quotes/utils/line-drafts';
import { RecordHistoryCard } from '@/modules/record-history/components/RecordHistoryCard';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';

/** /quotes/{id}: a draft is edited here (lines, totals as you type); a sent quote is shown frozen. */
export function QuoteDetailPage() {
  const { id = '' } = useParams();
  const quote = useQuote(id);
  if (quote.isPending) return <CenteredSpinner />;
  if (!quote.data)
    return (
      <PageContainer>
        <PageHeader title={C.notFound} showBack />
        <EmptyState icon={FileSearchIcon} title={C.notFound} description={C.notFoundDescription} />
      </PageContainer>
    );
  // A saved or reloaded quote starts the form afresh (keyed on its last change).
  return <QuoteEditor key={`${quote.data.id}-${quote.data.updatedAt}`} quote={quote.data} />;
}

function QuoteEditor({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const { can } = useSectionAccess();
  const defaults = useGeneralSettings();
  const { save, send, revise, remove } = useQuoteMutations(quote.id);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isDraft = quote.status === 'draft';
  const editable = isDraft && can('quotes', 'edit');
  const form = useForm<QuoteDraft>({ defaultValues: quoteToDraft(quote) });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const dirty = form.formState.isDirty;
  const latest = quote.revisions.at(-1)?.id === quote.id;
  const canSend = can('quotes', 'create') && (isDraft || quote.status === 'sent') && !quote.superseded;
  const canRevise =
    can('quotes', 'create') && latest && ['sent', 'declined', 'expired'].includes(quote.status);

  const submit = form.handleSubmit((draft) =>
    save.mutate(draftToRequest(draft), {
      onError: (error) => {
        if (error instanceof ApiError)
          for (const [field, message] of Object.entries(error.fields))
            form.setError(field as Path<QuoteDraft>, { message });
      },
    }),
  );

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title={quote.number}
        description={[quote.crmCompany.name, quote.title].filter(Boolean).join(' · ')}
        showBack
        actions={
          <>
            <Button asChild variant="outline">
              <a href={`/api/quotes/${quote.id}/pdf`} download={`${quote.number}.pdf`}>
                <DownloadIcon aria-hidden="true" />
                {C.downloadPdf}
              </a>
            </Button>
            {canSend ? (
              <Button
                onClick={() => setSending(true)}
                disabled={dirty}
                title={dirty ? C.unsavedChanges : undefined}
              >
                <SendIcon aria-hidden="true" />
                {C.sendQuote}
              </Button>
            ) : null}
            {canRevise ? (
              <Button
                variant="outline"
                disabled={revise.isPending}
                onClick={() =>
                  revise.mutate(undefined, { onSuccess: (next) => navigate(`/quotes/${next.id}`) })
                }
              >
                <CopyPlusIcon aria-hidden="true" />
                {C.newRevision}
              </Button>
            ) : null}
            {isDraft && can('quotes', 'delete') ? (
              <Button variant="ghost" className="text-destructive" onClick={() => setDeleting(true)}>
                <Trash2Icon aria-hidden="true" />
                {C.deleteQuote}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <QuoteStatusBadge status={quote.status} superseded={quote.superseded} />
        {quote.revisions.length > 1 ? (
          <nav
            aria-label={C.revisionsTitle}
            className="flex flex-wrap items-center gap-2 text-muted-foreground"
          >
            <span>{C.revisionsTitle}:</span>
            {quote.revisions.map((revision) =>
              revision.id === quote.id ? (
                <span key={revision.id} aria-current="page" className="font-medium text-foreground">
                  {revision.number}
                </span>
              ) : (
                <Link
                  key={revision.id}
                  to={`/quotes/${revision.id}`}
                  className="underline-offset-4 hover:underline"
                >
                  {revision.number}
                </Link>
              ),
            )}
          </nav>
        ) : null}
      </div>
      {!isDraft ? <p className="rounded-lg border bg-muted/50 p-3 text-sm">{C.frozenNotice}</p> : null}
      <QuoteDecisionBanner quote={quote} />
      <form noValidate onSubmit={submit} className="grid gap-6">
        <Card>
          <CardContent>
            <QuoteDetailsFields quote={quote} form={form} editable={editable} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle className="text-base">{C.linesTitle}</CardTitle>
            {editable ? (
              <div className="flex items-center gap-3">
                {dirty ? <span className="text-muted-foreground text-xs">{C.unsavedChanges}</span> : null}
                <SubmitButton isPending={save.isPending} size="sm" disabled={!dirty}>
                  {C.saveLines}
                </SubmitButton>
              </div>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-6">
            {editable ? (
              <QuoteLinesEditor
                form={form}
                defaultVatCode={defaults.data?.defaultVatCode ?? DEFAULT_VAT_CODE}
              />
            ) : (
              <QuoteLinesTable lines={quote.lines} />
            )}
            <div className="sm:ml-auto sm:w-96">
              <QuoteTotals totals={editable ? draftTotals(lines) : quote.totals} currency={quote.currency} />
            </div>
          </CardContent>
        </Card>
      </form>
      <RecordHistoryCard type="quote" id={quote.id} />
      <SendQuoteDialog quote={quote} open={sending} onOpenChange={setSending} send={send} />
      <AlertDialog open={deleting} onOpenChange={setDeleting}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{C.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{C.deleteDescription}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{C.cancel}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                remove.mutate(undefined, { onSuccess: () => navigate('/quotes', { replace: true }) })
              }
            >
              {C.deleteQuote}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageContainer>
  );
}
