import { PAGER_WINDOW } from '@northdesk/shared';

/** The page numbers the pager shows: at most PAGER_WINDOW (5), around the current page (docs/product/companies.md). */
export function pagerPages(page: number, pageCount: number): number[] {
  const size = Math.min(PAGER_WINDOW, pageCount);
  if (size <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** "Showing X to Y of N": the 1-based first and last row of a page (0 to 0 when empty). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min(total, (page - 1) * pageSize + 1);
  return { from, to: Math.min(total, page * pageSize) };
}
