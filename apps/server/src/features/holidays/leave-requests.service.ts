import {
  ALLOWANCE_LEAVE_TYPE,
  HOLIDAYS_COPY as C,
  type DayPart,
  formatLeaveDates,
  type LeaveRequest,
  type LeaveRequestCreate,
  type LeaveType,
  leaveHalfDaysByYear,
  spansOverlap,
  totalHalfDays,
} from '@northdesk/shared';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { holidayRequests, profiles } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import {
  canSeeRequest,
  type HolidayViewer,
  isSoleSuperAdmin,
  namesOf,
  superAdminIds,
} from './holiday-access.ts';
import { allowanceOf, remainingHalves } from './holiday-allowance.ts';
import {
  flatten,
  type RequestRow,
  selectRequests,
  spanOf,
  todayIso,
  toLeaveRequests,
} from './holiday-mapping.ts';
import { notifyUsers } from './holiday-notify.ts';
import { publicHolidayDates, readHolidaySettings } from './holiday-settings.service.ts';

type CreateInput = {
  type: LeaveType;
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
  note: string | null;
};

/**
 * One person's requests are written one at a time (a transaction-scoped advisory lock on them):
 * two overlapping requests sent at once, or two that each fit the allowance but not both, give
 * one winner.
 */
export async function lockPerson(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`holidays:${userId}`}, 0))`);
}

export async function loadVisible(tx: Transaction, viewer: HolidayViewer, id: string): Promise<RequestRow> {
  const [row] = flatten(await selectRequests(tx).where(eq(holidayRequests.id, id)));
  if (!row || !canSeeRequest(viewer, row)) throw notFound(C.notFound);
  return row;
}

export async function asApi(tx: Transaction, viewer: HolidayViewer, row: RequestRow): Promise<LeaveRequest> {
  const [request] = await toLeaveRequests(tx, [row], {
    viewer,
    soleSuperAdmin: await isSoleSuperAdmin(tx, viewer),
    today: todayIso(),
  });
  if (!request) throw new Error('leave request mapping returned nothing');
  return request;
}

/** Leave requests: ask, decide, cancel (docs/product/holidays.md). */
export const leaveRequestsService = {
  get(db: Database, viewer: HolidayViewer, id: string): Promise<LeaveRequest> {
    return withTenant(db, viewer, async (tx) => asApi(tx, viewer, await loadVisible(tx, viewer, id)));
  },

  create(
    db: Database,
    viewer: HolidayViewer,
    input: LeaveRequestCreate & CreateInput,
  ): Promise<LeaveRequest> {
    return withTenant(db, viewer, async (tx) => {
      await lockPerson(tx, viewer.userId);
      const holidays = await publicHolidayDates(tx, input.startDate, input.endDate);
      const byYear = leaveHalfDaysByYear(input, holidays);
      const halfDays = totalHalfDays(byYear);
      if (halfDays === 0)
        throw new AppError('unprocessable', C.nothingToCount, { endDate: C.nothingToCount });

      const mine = flatten(
        await selectRequests(tx).where(
          and(
            eq(holidayRequests.requesterId, viewer.userId),
            inArray(holidayRequests.status, ['pending', 'approved']),
            lte(holidayRequests.startDate, input.endDate),
            gte(holidayRequests.endDate, input.startDate),
          ),
        ),
      );
      const clash = mine.find((row) => spansOverlap(spanOf(row), input));
      if (clash) throw conflict(C.overlaps(formatLeaveDates(spanOf(clash))));

      if (input.type === ALLOWANCE_LEAVE_TYPE) {
        const settings = await readHolidaySettings(tx);
        for (const [year, needed] of Object.entries(byYear)) {
          const allowance = await allowanceOf(tx, viewer.userId, Number(year), settings);
          const remaining = remainingHalves(allowance);
          if (needed > remaining)
            throw new AppError(
              'unprocessable',
              C.overAllowance(needed / 2, Math.max(0, remaining) / 2, Number(year)),
            );
        }
      }

      const [me] = await tx
        .select({ managerId: profiles.lineManagerId })
        .from(profiles)
        .where(eq(profiles.id, viewer.userId));
      const approverId = me?.managerId && me.managerId !== viewer.userId ? me.managerId : null;
      const [inserted] = await tx
        .insert(holidayRequests)
        .values({
          companyId: viewer.companyId,
          requesterId: viewer.userId,
          approverId,
          type: input.type,
          startDate: input.startDate,
          endDate: input.endDate,
          startPart: input.startPart,
          endPart: input.endPart,
          halfDaysByYear: byYear,
          halfDays,
          note: input.note,
        })
        .returning();
      if (!inserted) throw new Error('leave request insert returned nothing');

      const recipients = approverId
        ? [approverId]
        : (await superAdminIds(tx)).filter((id) => id !== viewer.userId);
      const names = await namesOf(tx, [viewer.userId]);
      await notifyUsers(tx, viewer.companyId, recipients, {
        type: 'holiday_request',
        title: C.requestTitle,
        message: C.requestMessage(
          names.get(viewer.userId) ?? C.unknownPerson,
          C.typeLabels[input.type],
          formatLeaveDates(input),
          halfDays / 2,
        ),
        relatedId: inserted.id,
      });
      return asApi(tx, viewer, { ...inserted, requesterManagerId: me?.managerId ?? null });
    });
  },
};
