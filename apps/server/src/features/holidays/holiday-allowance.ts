import { ALLOWANCE_LEAVE_TYPE, type Allowance, type HolidaySettings } from '@northdesk/shared';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { holidayRequests, profiles } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';

/** An allowance in half days (integers: exact), before it is shown in days. */
export interface HalfDayAllowance {
  year: number;
  perYear: number;
  carried: number;
  taken: number;
  pending: number;
}

export const remainingHalves = (a: HalfDayAllowance) => a.perYear + a.carried - a.taken - a.pending;

export function toAllowance(a: HalfDayAllowance): Allowance {
  return {
    year: a.year,
    daysPerYear: a.perYear / 2,
    carriedOver: a.carried / 2,
    taken: a.taken / 2,
    pending: a.pending / 2,
    remaining: remainingHalves(a) / 2,
  };
}

/**
 * A person's annual leave in a year: approved (taken) and asked for (pending) half days, and
 * what they carried over. Carry-over (when the company allows it) is last year's unused
 * allowance, at most one year's worth, and only for someone who was with the company before the
 * year began. `excludeId` leaves one request out (the one being approved is counted by the caller).
 */
export async function allowanceOf(
  tx: Transaction,
  userId: string,
  year: number,
  settings: HolidaySettings,
  excludeId?: string,
): Promise<HalfDayAllowance> {
  const perYear = Math.round(settings.daysPerYear * 2);
  const rows = await tx
    .select({
      id: holidayRequests.id,
      status: holidayRequests.status,
      byYear: holidayRequests.halfDaysByYear,
    })
    .from(holidayRequests)
    .where(
      and(
        eq(holidayRequests.requesterId, userId),
        eq(holidayRequests.type, ALLOWANCE_LEAVE_TYPE),
        inArray(holidayRequests.status, ['approved', 'pending']),
        lte(holidayRequests.startDate, `${year}-12-31`),
        gte(holidayRequests.endDate, `${year - 1}-01-01`),
      ),
    );
  const sum = (status: string, y: number) =>
    rows
      .filter((row) => row.status === status && row.id !== excludeId)
      .reduce((total, row) => total + (row.byYear[String(y)] ?? 0), 0);
  let carried = 0;
  if (settings.carryOver) {
    const [me] = await tx
      .select({ createdAt: profiles.createdAt })
      .from(profiles)
      .where(eq(profiles.id, userId));
    const joinedBefore = me !== undefined && me.createdAt < new Date(Date.UTC(year, 0, 1));
    if (joinedBefore) carried = Math.max(0, perYear - sum('approved', year - 1));
  }
  return { year, perYear, carried, taken: sum('approved', year), pending: sum('pending', year) };
}
