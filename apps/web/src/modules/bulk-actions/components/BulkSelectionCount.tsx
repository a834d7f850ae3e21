import { BULK_ACTIONS_COPY as C } from '@northdesk/shared';
import type { RowSelection } from '../hooks/useRowSelection';

/** "3 selected" / "All 150 matching": shown at once, before the bar's actions have arrived. */
export function BulkSelectionCount({
  selection,
  total,
  count,
}: {
  selection: RowSelection;
  total: number;
  count: number;
}) {
  return (
    <span className="font-medium">{selection.allMatching ? C.allMatching(total) : C.selected(count)}</span>
  );
}
