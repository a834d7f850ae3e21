import { MERGE_DUPLICATES_COPY as C, type DuplicatePair, type MergeEntity } from '@northdesk/shared';
import { CopyIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DuplicatesSearch } from '@/modules/merge-duplicates/components/DuplicatesSearch';
import { MergeDialog } from '@/modules/merge-duplicates/components/MergeDialog';
import { DUPLICATES_PAGE_SIZE, useDuplicates } from '@/modules/merge-duplicates/hooks/useDuplicates';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

function RecordSummary({ entity, record }: { entity: MergeEntity; record: DuplicatePair['a'] }) {
  const detail = entity === 'company' ? record.values.domain || record.values.city : record.values.email;
  return (
    <div className="min-w-0">
      <Link
        to={`/${entity === 'company' ? 'companies' : 'contacts'}/${record.id}`}
        className="break-words font-medium underline-offset-4 hover:underline"
      >
        {record.name}
      </Link>
      <p className="text-muted-foreground text-xs">
        {[detail, C.related(record.related), C.created(day(record.createdAt))].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}

/** /companies/duplicates and /contacts/duplicates: likely duplicate pairs, each opening the merge dialog. */
function DuplicatesList({ entity }: { entity: MergeEntity }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const duplicates = useDuplicates(entity, q);
  const onSearch = useCallback(
    (next: string) => setParams(next ? { q: next } : {}, { replace: true }),
    [setParams],
  );
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const listPath = entity === 'company' ? '/companies' : '/contacts';
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title={C.pageTitle(entity)}
        description={C.pageDescription}
        actions={
          <Button variant="outline" asChild>
            <Link to={listPath}>{C.backToList(entity)}</Link>
          </Button>
        }
      />
      <DuplicatesSearch value={q} onSearch={onSearch} />
      {duplicates.isPending ? (
        <CenteredSpinner />
      ) : duplicates.isError ? (
        <p className="text-destructive text-sm">{C.loadFailed}</p>
      ) : duplicates.data.pairs.length === 0 ? (
        <Card>
          <CardContent className="flex items-center gap-3 py-8 text-muted-foreground">
            <CopyIcon aria-hidden="true" />
            <p>{q ? C.noMatches(q) : C.empty}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          {duplicates.data.pairs.length >= DUPLICATES_PAGE_SIZE ? (
            <p className="mb-3 text-muted-foreground text-sm">{C.capped(duplicates.data.pairs.length)}</p>
          ) : null}
          <ul className="grid gap-3">
            {duplicates.data.pairs.map((pair) => (
              <li key={`${pair.a.id}-${pair.b.id}`} aria-label={C.pairLabel(pair.a.name, pair.b.name)}>
                <Card>
                  <CardContent className="grid items-center gap-3 sm:grid-cols-[1fr_1fr_auto]">
                    <RecordSummary entity={entity} record={pair.a} />
                    <RecordSummary entity={entity} record={pair.b} />
                    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                      <span className="rounded-md bg-muted px-2 py-1 text-xs">{C.reasons[pair.reason]}</span>
                      <Button size="sm" onClick={() => setMerging(pair)}>
                        {C.review}
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      <MergeDialog entity={entity} pair={merging} onClose={() => setMerging(null)} />
    </PageContainer>
  );
}

export function CompanyDuplicatesPage() {
  return <DuplicatesList entity="company" />;
}

export function ContactDuplicatesPage() {
  return <DuplicatesList entity="contact" />;
}
