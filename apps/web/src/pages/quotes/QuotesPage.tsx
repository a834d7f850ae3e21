import { QUOTES_COPY as C, QUOTE_STATUSES, type QuoteStatus } from '@northdesk/shared';
import { FileTextIcon, PlusIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { ListDataActions } from '@/modules/imports/components/ListDataActions';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { NewQuoteDialog } from '@/modules/quotes/components/NewQuoteDialog';
import { QuotesTable } from '@/modules/quotes/components/QuotesTable';
import { useQuotes } from '@/modules/quotes/hooks/useQuotes';
import { ListCard } from '@/modules/ui/components/ListCard';
import { Pager } from '@/modules/ui/components/Pager';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import { useUrlListState } from '@/modules/ui/hooks/useUrlListState';

const ALL = 'all';
const isStatus = (value: string): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(value);

/** /quotes: every quote, newest first, with search, a status filter and New Quote. */
export function QuotesPage() {
  const { state, update } = useUrlListState(ALL);
  const [typed, setTyped] = useState(state.search);
  const { value: search } = useDebouncedValue(typed, 300);
  const status = isStatus(state.status) ? state.status : undefined;
  const quotes = useQuotes({ search: state.search, status, page: state.page });
  const { can } = useSectionAccess();
  const [creating, setCreating] = useState(false);
  const data = quotes.data;

  useEffect(() => {
    if (search !== state.search) update({ search });
  }, [search, state.search, update]);

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title={C.title}
        description={C.description}
        showBack
        actions={
          <ListDataActions entity="quotes" filters={{ search: state.search, status }}>
            {can('quotes', 'create') ? (
              <Button onClick={() => setCreating(true)}>
                <PlusIcon aria-hidden="true" />
                {C.newQuote}
              </Button>
            ) : null}
          </ListDataActions>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <SearchIcon
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={C.searchPlaceholder}
            aria-label={C.searchLabel}
            className="pl-9"
            type="search"
          />
        </div>
        <Select value={status ?? ALL} onValueChange={(next) => update({ status: next })}>
          <SelectTrigger
            aria-label={`${C.statusFilterLabel}: ${status ? C.statusLabels[status] : C.allStatuses}`}
            className="sm:w-44"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{C.allStatuses}</SelectItem>
            {QUOTE_STATUSES.map((option) => (
              <SelectItem key={option} value={option}>
                {C.statusLabels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <ListCard
        pending={quotes.isPending}
        stale={quotes.isPlaceholderData}
        hasRows={(data?.quotes.length ?? 0) > 0}
        empty={
          state.search || status ? (
            <EmptyState icon={SearchXIcon} title={C.noMatchesTitle} description={C.noMatchesDescription} />
          ) : (
            <EmptyState icon={FileTextIcon} title={C.emptyTitle} description={C.emptyDescription} />
          )
        }
      >
        <QuotesTable quotes={data?.quotes ?? []} />
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
      <NewQuoteDialog open={creating} onOpenChange={setCreating} />
    </PageContainer>
  );
}
