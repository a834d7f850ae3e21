import {
  COMMAND_PALETTE_COPY as C,
  PALETTE_RESULT_KINDS,
  type PaletteResult,
  paletteResultPath,
} from '@northdesk/shared';
import { Command } from 'cmdk';
import { KeyboardIcon, type LucideIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { usePaletteSearch } from '../hooks/usePaletteSearch';
import { closePalette, openPaletteView, type PaletteView } from '../states/command-palette-store';
import { readRecentItems, rememberRecentItem } from '../utils/recent-items';

/** A page of the app the user may open (from the sidebar's navigation). */
export type PalettePage = { title: string; path: string; group: string; icon: LucideIcon };

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';
const groupClass =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:text-xs';

const matches = (text: string, needle: string) =>
  needle === '' || text.toLowerCase().includes(needle.toLowerCase());

function ResultItem({ result, onOpen }: { result: PaletteResult; onOpen: (r: PaletteResult) => void }) {
  return (
    <Command.Item value={`${result.kind}:${result.id}`} onSelect={() => onOpen(result)} className={itemClass}>
      <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="truncate">{result.title}</span>
      {result.subtitle ? (
        <span className="ml-auto truncate text-muted-foreground text-xs">{result.subtitle}</span>
      ) : null}
    </Command.Item>
  );
}

/**
 * The command palette (issue 24 item 3): records found by the server, recent ones, commands and the
 * pages the user may open, all by keyboard (cmdk: arrows, Enter, Esc).
 */
export function CommandPalette({ pages }: { pages: readonly PalettePage[] }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { can } = useSectionAccess();
  const search = usePaletteSearch(text);
  const recent = useMemo(() => readRecentItems(user?.id), [user?.id]);
  const needle = text.trim();

  const open = (result: PaletteResult) => {
    rememberRecentItem(user?.id, result);
    closePalette();
    navigate(paletteResultPath(result));
  };
  const go = (path: string) => {
    closePalette();
    navigate(path);
  };
  const actions: { label: string; view: PaletteView; allowed: boolean }[] = [
    { label: C.newCompany, view: 'new-company', allowed: can('companies', 'create') },
    { label: C.newContact, view: 'new-contact', allowed: can('contacts', 'create') },
    { label: C.newTask, view: 'new-task', allowed: can('tasks', 'create') },
    { label: C.logActivity, view: 'log-activity', allowed: can('activities', 'create') },
    { label: C.showShortcuts, view: 'shortcuts', allowed: true },
  ];
  const shownActions = actions.filter((a) => a.allowed && matches(a.label, needle));
  const shownPages = pages.filter((p) => matches(p.title, needle) || matches(p.group, needle));
  const results = needle ? (search.data?.results ?? []) : [];
  const nothing = shownActions.length === 0 && shownPages.length === 0 && results.length === 0;

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : closePalette())}>
      <DialogContent className="gap-0 overflow-hidden p-0 sm:max-w-xl" showCloseButton={false}>
        <DialogTitle className="sr-only">{C.title}</DialogTitle>
        <DialogDescription className="sr-only">{C.description}</DialogDescription>
        {/* cmdk names its input from this label (aria-labelledby wins over the input's own aria-label). */}
        <Command shouldFilter={false} label={C.inputLabel} loop>
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            <Command.Input
              value={text}
              onValueChange={setText}
              placeholder={C.placeholder}
              className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2">
            {needle && search.isError ? (
              <p className="p-2 text-destructive text-sm">{C.searchFailed}</p>
            ) : null}
            {needle && !search.settled && results.length === 0 ? (
              <Command.Loading>
                <p className="p-2 text-muted-foreground text-sm">{C.searching}</p>
              </Command.Loading>
            ) : null}
            {nothing && (search.settled || !needle) ? (
              <p className="p-2 text-muted-foreground text-sm">{C.empty}</p>
            ) : null}
            {!needle && recent.length > 0 ? (
              <Command.Group heading={C.recent} className={groupClass}>
                {recent.map((item) => (
                  <ResultItem key={`recent:${item.kind}:${item.id}`} result={item} onOpen={open} />
                ))}
              </Command.Group>
            ) : null}
            {PALETTE_RESULT_KINDS.map((kind) => {
              const ofKind = results.filter((r) => r.kind === kind);
              if (ofKind.length === 0) return null;
              return (
                <Command.Group key={kind} heading={C.groups[kind]} className={groupClass}>
                  {ofKind.map((result) => (
                    <ResultItem key={result.id} result={result} onOpen={open} />
                  ))}
                </Command.Group>
              );
            })}
            {shownActions.length > 0 ? (
              <Command.Group heading={C.actions} className={groupClass}>
                {shownActions.map((action) => (
                  <Command.Item
                    key={action.view}
                    value={`action:${action.view}`}
                    onSelect={() => openPaletteView(action.view)}
                    className={itemClass}
                  >
                    {action.view === 'shortcuts' ? (
                      <KeyboardIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                    ) : (
                      <PlusIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                    )}
                    {action.label}
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {shownPages.length > 0 ? (
              <Command.Group heading={C.pages} className={groupClass}>
                {shownPages.map((page) => (
                  <Command.Item
                    key={page.path}
                    value={`page:${page.path}`}
                    onSelect={() => go(page.path)}
                    className={itemClass}
                  >
                    <page.icon aria-hidden="true" className="size-4 text-muted-foreground" />
                    {page.title}
                    <span className="ml-auto text-muted-foreground text-xs">{page.group}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
