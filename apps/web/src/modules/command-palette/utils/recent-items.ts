import type { PaletteResult } from '@northdesk/shared';

const MAX_RECENT = 5;
const keyOf = (userId: string) => `northdesk.palette.recent.${userId}`;

/** The records a user last opened from the palette, newest first (this browser only). */
export function readRecentItems(userId: string | undefined): PaletteResult[] {
  if (!userId) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PaletteResult[]).slice(0, MAX_RECENT) : [];
  } catch {
    // Storage off or a damaged value: no recent items rather than a broken palette.
    return [];
  }
}

export function rememberRecentItem(userId: string | undefined, item: PaletteResult): void {
  if (!userId) return;
  const next = [item, ...readRecentItems(userId).filter((r) => !(r.kind === item.kind && r.id === item.id))];
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next.slice(0, MAX_RECENT)));
  } catch {
    // Private mode or a full storage: the palette still works, without recent items.
  }
}
