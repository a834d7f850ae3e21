import {
  ACTIVITIES_COPY,
  type ActivityListResponse,
  type activityListQuerySchema,
  OWNER_FILTER_MINE,
  REPORTS_TIME_ZONE,
} from '@northdesk/shared';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { crmActivities, crmCompanies, crmContacts, profiles } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { keyCompared, selectActivities, withoutKey } from './activity-rows.ts';

type Ctx = Required<TenantContext>;
type ListQuery = z.output<typeof activityListQuerySchema>;

/** At most this many words of a search are matched (each must appear). */
const MAX_SEARCH_WORDS = 5;

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An id filter naming nothing of this tenant is a 404, as a path id would be: another tenant's
 * company, contact or user looks exactly like one that never existed.
 */
async function assertFilterIds(tx: Transaction, query: ListQuery, author: string | undefined) {
  if (query.crmCompanyId) {
    const [row] = await tx
      .select({ id: crmCompanies.id })
      .from(crmCompanies)
      .where(eq(crmCompanies.id, query.crmCompanyId));
    if (!row) throw notFound(ACTIVITIES_COPY.companyNotFound);
  }
  if (query.contactId) {
    const [row] = await tx
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(eq(crmContacts.id, query.contactId));
    if (!row) throw notFound(ACTIVITIES_COPY.contactNotFound);
  }
  if (author) {
    const [row] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, author));
    if (!row) throw notFound(ACTIVITIES_COPY.ownerNotFound);
  }
}

function filtersOf(ctx: Ctx, query: ListQuery, author: string | undefined): SQL | undefined {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return and(
    eq(crmActivities.companyId, ctx.companyId),
    query.crmCompanyId ? eq(crmActivities.crmCompanyId, query.crmCompanyId) : undefined,
    query.contactId ? eq(crmActivities.contactId, query.contactId) : undefined,
    query.dealId ? eq(crmActivities.dealId, query.dealId) : undefined,
    author ? eq(crmActivities.createdBy, author) : undefined,
    query.type ? eq(crmActivities.type, query.type) : undefined,
    // Days are London's, as the reports count them (REPORTS_TIME_ZONE).
    query.from
      ? sql`${crmActivities.activityDate} >= ((${query.from}::date)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
      : undefined,
    query.to
      ? sql`${crmActivities.activityDate} < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
      : undefined,
    // The trigram index on search_text (subject and content, lower-cased) answers each word.
    ...words.map((word) => sql`${crmActivities.searchText} LIKE ${containing(word)}`),
  );
}

async function anyWhere(tx: Transaction, where: SQL | undefined): Promise<boolean> {
  const [row] = await tx.select({ id: crmActivities.id }).from(crmActivities).where(where).limit(1);
  return row !== undefined;
}

/** The /activities list (docs/product/activities.md): keyset pages over (activity_date, id). */
export const activityListService = {
  /**
   * Newest first, `limit` a page. `before` a row's key: the next older page; `after`: the page of
   * newer rows just above it (read oldest first, shown newest first). Keys rather than offsets so
   * a page never repeats or skips a row while others log activities, and page 1,000 costs what
   * page 1 does (the page indexes are walked from the key).
   */
  list(db: Database, ctx: Ctx, query: ListQuery): Promise<ActivityListResponse> {
    if (query.before && query.after) {
      throw new AppError('validation_failed', ACTIVITIES_COPY.badCursor, {
        after: ACTIVITIES_COPY.badCursor,
      });
    }
    const author = query.createdBy === OWNER_FILTER_MINE ? ctx.userId : query.createdBy;
    return withTenant(db, ctx, async (tx) => {
      await assertFilterIds(tx, query, author);
      const filters = filtersOf(ctx, query, author);
      const limit = query.limit;
      let rows: Awaited<ReturnType<typeof selectActivities>>;
      let hasOlder: boolean;
      let hasNewer: boolean;
      if (query.after) {
        const read = await selectActivities(
          tx,
          and(filters, keyCompared('>', query.after)),
          limit + 1,
          'oldest',
        );
        hasNewer = read.length > limit;
        rows = read.slice(0, limit).reverse();
        const last = rows.at(-1);
        hasOlder = last ? await anyWhere(tx, and(filters, keyCompared('<', last.key))) : false;
      } else {
        const where = query.before ? and(filters, keyCompared('<', query.before)) : filters;
        const read = await selectActivities(tx, where, limit + 1, 'newest');
        hasOlder = read.length > limit;
        rows = read.slice(0, limit);
        const first = rows[0];
        hasNewer =
          query.before && first ? await anyWhere(tx, and(filters, keyCompared('>', first.key))) : false;
      }
      const [total] = await tx.select({ n: count() }).from(crmActivities).where(filters);
      return {
        activities: rows.map(withoutKey),
        total: total?.n ?? 0,
        olderCursor: hasOlder ? (rows.at(-1)?.key ?? null) : null,
        newerCursor: hasNewer ? (rows[0]?.key ?? null) : null,
      };
    });
  },
};
