import { MOBILE_LOOKUP_COPY as L } from '@northdesk/shared';
import { SearchIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import { MobileLookupResult } from './MobileLookupResult';
import { LOOKUP_MIN_CHARS, type LookupHit, useCrmLookup } from './useCrmLookup';

/**
 * The log-a-call dialog (its form, the activity schemas, the overlays) is not part of the mobile
 * home's first load (issue 17: about 50 KB brotli): fetched once a search shows results, shown
 * from the first tap on "Log call".
 */
const loadLogActivityDialog = () => import('@/modules/activities/components/LogActivityDialog');
const LogActivityDialog = lazy(() =>
  loadLogActivityDialog().then((module) => ({ default: module.LogActivityDialog })),
);

/** How long the box waits for the thumb to stop typing. */
const LOOKUP_DEBOUNCE_MS = 300;

function ResultGroup(props: {
  title: string;
  hits: LookupHit[];
  total: number;
  canLog: boolean;
  onLogCall: (hit: LookupHit) => void;
}) {
  const headingId = useId();
  if (props.hits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-muted-foreground text-sm">
        {props.title} ({props.total})
      </h3>
      <ul className="grid gap-2">
        {props.hits.map((hit) => (
          <MobileLookupResult key={hit.id} hit={hit} canLog={props.canLog} onLogCall={props.onLogCall} />
        ))}
      </ul>
      {props.total > props.hits.length ? (
        <p className="text-muted-foreground text-xs">{L.moreResults(props.hits.length, props.total)}</p>
      ) : null}
    </section>
  );
}

/**
 * /mobile-home's quick lookup for sales on the road (issue 18 item 9): search companies and
 * contacts, tap to call or mail, and log the call from the phone. Shown to whoever may read
 * companies or contacts.
 */
export function MobileCrmLookup() {
  const { can } = useSectionAccess();
  const sections = { companies: can('companies', 'read'), contacts: can('contacts', 'read') };
  const canLog = can('activities', 'create');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, LOOKUP_DEBOUNCE_MS).value;
  const { enabled, companies, contacts } = useCrmLookup(search, sections);
  const [logging, setLogging] = useState<LookupHit | null>(null);
  // Mounted from the first "Log call" on, so closing it plays out and returns focus.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (logging && !dialogUsed) setDialogUsed(true);
  useEffect(() => {
    if (enabled && canLog) void loadLogActivityDialog().catch(() => undefined);
  }, [enabled, canLog]);
  if (!sections.companies && !sections.contacts) return null;

  const loading = enabled && (companies.isFetching || contacts.isFetching);
  const failed = companies.isError || contacts.isError;
  const found = (companies.data?.hits.length ?? 0) + (contacts.data?.hits.length ?? 0);
  const status = !enabled
    ? text.trim()
      ? L.minChars(LOOKUP_MIN_CHARS)
      : ''
    : loading
      ? L.searching
      : failed
        ? L.failed
        : found === 0
          ? L.noResults
          : '';

  return (
    <section aria-labelledby="mobile-lookup-title" className="grid gap-3">
      <div>
        <h2 id="mobile-lookup-title" className="font-semibold text-lg">
          {L.title}
        </h2>
        <p className="text-muted-foreground text-sm">{L.description}</p>
      </div>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          enterKeyHint="search"
          aria-label={L.searchLabel}
          placeholder={L.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-12 pl-10 text-base"
        />
      </div>
      <p role="status" className="min-h-5 text-muted-foreground text-sm">
        {status}
      </p>
      {enabled ? (
        <div className="grid gap-4">
          <ResultGroup
            title={L.contacts}
            hits={contacts.data?.hits ?? []}
            total={contacts.data?.total ?? 0}
            canLog={canLog}
            onLogCall={setLogging}
          />
          <ResultGroup
            title={L.companies}
            hits={companies.data?.hits ?? []}
            total={companies.data?.total ?? 0}
            canLog={canLog}
            onLogCall={setLogging}
          />
        </div>
      ) : null}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <LogActivityDialog
            open={logging !== null}
            onOpenChange={(open) => !open && setLogging(null)}
            company={logging?.company ?? null}
            contact={logging?.kind === 'contact' ? { id: logging.id, name: logging.name } : null}
            defaultType="call"
            defaultTitle={logging ? L.callTitle(logging.name) : ''}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
