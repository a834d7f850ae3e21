import { z } from 'zod';

/**
 * Click-to-sort on the companies and contacts lists (issue 18 item 2). The sort lives in the
 * address (`sort`, `dir`); the server orders in SQL, each key over its own index, ties broken by
 * name then id in the same direction so the index can be read backwards for "desc".
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const COMPANY_SORTS = [
  'name',
  'location',
  'leadStatus',
  'contacts',
  'lastActivity',
  'created',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export const CONTACT_SORTS = ['name', 'location', 'leadStatus', 'lastActivity', 'created'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** The order a list opens in, and what a plain address means. */
export const DEFAULT_LIST_SORT = 'name';
export const DEFAULT_SORT_DIRECTION: SortDirection = 'asc';

/**
 * The direction a first click on a column gives: A→Z for words, the most (or newest) first for
 * counts and dates, which is what someone sorting by them is looking for.
 */
export function firstSortDirection(sort: CompanySort | ContactSort): SortDirection {
  return sort === 'contacts' || sort === 'lastActivity' || sort === 'created' ? 'desc' : 'asc';
}

/** A click on a column header: the same column flips its direction, another opens in its first. */
export function sortAfterClick<K extends CompanySort>(
  current: { sort: K; dir: SortDirection },
  clicked: K,
): { sort: K; dir: SortDirection } {
  if (current.sort === clicked) return { sort: clicked, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: clicked, dir: firstSortDirection(clicked) };
}

export const sortDirectionSchema = z.enum(SORT_DIRECTIONS).default(DEFAULT_SORT_DIRECTION);
export const companySortSchema = z.enum(COMPANY_SORTS).default(DEFAULT_LIST_SORT);
export const contactSortSchema = z.enum(CONTACT_SORTS).default(DEFAULT_LIST_SORT);
