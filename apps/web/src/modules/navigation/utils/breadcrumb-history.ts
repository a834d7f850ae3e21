import { BREADCRUMB_CAP } from '@northdesk/shared';
import { z } from 'zod';
import { MAIN_DASHBOARD_TITLE, normalizePath, titleForPath } from './page-titles';

/** One visited page (docs/product/shell.md). */
export interface BreadcrumbEntry {
  path: string;
  title: string;
  timestamp: number;
}

export interface ReturnTarget {
  path: string;
  title: string;
}

export const DEFAULT_RETURN_TARGET: ReturnTarget = { path: '/', title: MAIN_DASHBOARD_TITLE };

const breadcrumbHistorySchema = z.array(
  z.object({ path: z.string().startsWith('/'), title: z.string(), timestamp: z.number() }),
);

/**
 * Records a visit: a path seen before moves to the end (its earlier entry is removed) and only
 * the newest BREADCRUMB_CAP entries are kept. Visiting the current page again changes nothing.
 */
export function recordVisit(
  history: readonly BreadcrumbEntry[],
  path: string,
  timestamp: number,
): readonly BreadcrumbEntry[] {
  const normalized = normalizePath(path);
  if (history.at(-1)?.path === normalized) return history;
  const entry: BreadcrumbEntry = { path: normalized, title: titleForPath(normalized), timestamp };
  return [...history.filter((item) => item.path !== normalized), entry].slice(-BREADCRUMB_CAP);
}

/** Where "back" leads from a page: the entry before it, else the dashboard. */
export function returnTargetFor(history: readonly BreadcrumbEntry[], currentPath: string): ReturnTarget {
  const normalized = normalizePath(currentPath);
  const index = history.findIndex((item) => item.path === normalized);
  // A page not recorded yet (first render) returns to the last page that was.
  const previous = index === -1 ? history.at(-1) : history[index - 1];
  if (!previous || previous.path === normalized) return DEFAULT_RETURN_TARGET;
  return { path: previous.path, title: previous.title };
}

/** Forgets a page the user goes back from, so "back" on the previous page leads further back. */
export function leavePage(history: readonly BreadcrumbEntry[], path: string): readonly BreadcrumbEntry[] {
  const normalized = normalizePath(path);
  return history.some((item) => item.path === normalized)
    ? history.filter((item) => item.path !== normalized)
    : history;
}

/** Reads a stored history; anything unreadable counts as empty. */
export function parseBreadcrumbHistory(raw: string | null): readonly BreadcrumbEntry[] {
  if (!raw) return [];
  try {
    const parsed = breadcrumbHistorySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.slice(-BREADCRUMB_CAP) : [];
  } catch {
    return [];
  }
}
