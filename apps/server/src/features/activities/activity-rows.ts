import { ACTIVITY_TYPES, type Activity, type ActivityType } from '@northdesk/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { crmActivities, crmCompanies, crmContacts, profiles } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';

const asType = (value: string): ActivityType =>
  (ACTIVITY_TYPES as readonly string[]).includes(value) ? (value as ActivityType) : 'other';

const contactName = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter(Boolean).join(' ') || email || '';

/**
 * A row's page key as text, "2026-11-27T02:20:00.123456Z~{id}": the date to the microsecond
 * (JavaScript dates stop at the millisecond, so a key made from one would skip or repeat rows
 * logged in the same millisecond).
 */
export const cursorOf = sql<string>`to_char(${crmActivities.activityDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || ${crmActivities.id}`;

/** Rows after (or before) a page key, in the (activity_date, id) order the page indexes hold. */
export function keyCompared(op: '<' | '>', cursor: string): SQL {
  const [date, id] = cursor.split('~');
  return op === '<'
    ? sql`(${crmActivities.activityDate}, ${crmActivities.id}) < (${date}::timestamptz, ${id}::uuid)`
    : sql`(${crmActivities.activityDate}, ${crmActivities.id}) > (${date}::timestamptz, ${id}::uuid)`;
}

export type ActivityWithKey = Activity & { key: string };

/** Activities with their company, contact and author names, newest first (or oldest first). */
export async function selectActivities(
  tx: Transaction,
  where: SQL | undefined,
  limit: number,
  order: 'newest' | 'oldest' = 'newest',
): Promise<ActivityWithKey[]> {
  const by = order === 'newest' ? desc : asc;
  const rows = await tx
    .select({
      activity: crmActivities,
      key: cursorOf,
      companyName: crmCompanies.name,
      companyIsIndividual: crmCompanies.isIndividualContacts,
      contactFirst: crmContacts.firstName,
      contactLast: crmContacts.lastName,
      contactEmail: crmContacts.email,
      authorName: profiles.fullName,
    })
    .from(crmActivities)
    .leftJoin(
      crmCompanies,
      and(
        eq(crmCompanies.companyId, crmActivities.companyId),
        eq(crmCompanies.id, crmActivities.crmCompanyId),
      ),
    )
    .leftJoin(
      crmContacts,
      and(eq(crmContacts.companyId, crmActivities.companyId), eq(crmContacts.id, crmActivities.contactId)),
    )
    .leftJoin(profiles, eq(profiles.id, crmActivities.createdBy))
    .where(where)
    .orderBy(by(crmActivities.activityDate), by(crmActivities.id))
    .limit(limit);
  return rows.map(
    ({
      activity,
      key,
      companyName,
      companyIsIndividual,
      contactFirst,
      contactLast,
      contactEmail,
      authorName,
    }) => ({
      key,
      id: activity.id,
      type: asType(activity.type),
      subject: activity.subject,
      content: activity.content,
      activityDate: activity.activityDate.toISOString(),
      createdAt: activity.createdAt.toISOString(),
      crmCompany:
        activity.crmCompanyId && companyName !== null
          ? {
              id: activity.crmCompanyId,
              name: companyName,
              isIndividualContacts: companyIsIndividual === true,
            }
          : null,
      contact: activity.contactId
        ? { id: activity.contactId, name: contactName(contactFirst, contactLast, contactEmail) }
        : null,
      dealId: activity.dealId,
      parentTaskId: activity.parentTaskId,
      createdBy: activity.createdBy ? { id: activity.createdBy, name: authorName } : null,
    }),
  );
}

/** The API's form of a row (the key goes out as the page cursors only). */
export function withoutKey({ key: _key, ...activity }: ActivityWithKey): Activity {
  return activity;
}
