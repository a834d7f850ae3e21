import { BULK_ACTIONS_COPY as C } from '@northdesk/shared';
import { PlainCheckbox } from '@/components/ui/plain-checkbox';
import type { RowSelection } from '../hooks/useRowSelection';
import { preloadBulkActions } from './bulk-selection-actions-part';

// The bar's actions (menus, the archive confirmation) are fetched when a checkbox is reached for.
const intent = {
  onPointerEnter: preloadBulkActions,
  onPointerDown: preloadBulkActions,
  onFocus: preloadBulkActions,
};

/** The checkbox of one list row. */
export function SelectRowCheckbox({
  selection,
  id,
  name,
}: {
  selection: RowSelection;
  id: string;
  name: string;
}) {
  return (
    <PlainCheckbox
      aria-label={C.selectRow(name)}
      checked={selection.allMatching || selection.ids.has(id)}
      onCheckedChange={() => selection.toggle(id)}
      {...intent}
    />
  );
}

/** The header checkbox: every row on this page. */
export function SelectPageCheckbox({ selection, ids }: { selection: RowSelection; ids: readonly string[] }) {
  const chosen = ids.filter((id) => selection.ids.has(id)).length;
  const checked =
    selection.allMatching || (ids.length > 0 && chosen === ids.length)
      ? true
      : chosen > 0
        ? 'indeterminate'
        : false;
  return (
    <PlainCheckbox
      aria-label={C.selectPage}
      checked={checked}
      onCheckedChange={() => selection.togglePage(ids)}
      {...intent}
    />
  );
}
