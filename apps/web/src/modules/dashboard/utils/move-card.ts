import type { DashboardCardId } from '@northdesk/shared';

/** Moves one card to where another is (dropping a card onto another, docs/product/dashboard.md). */
export function moveCard(
  layout: readonly DashboardCardId[],
  active: string,
  over: string,
): DashboardCardId[] {
  const from = layout.indexOf(active as DashboardCardId);
  const to = layout.indexOf(over as DashboardCardId);
  if (from < 0 || to < 0 || from === to) return [...layout];
  const next = [...layout];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
