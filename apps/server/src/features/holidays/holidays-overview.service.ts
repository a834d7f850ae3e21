import type {
  CalendarEntry,
  DayPart,
  HolidaysCalendarResponse,
  HolidaysOverviewResponse,
  LeaveType,
} from '@northdesk/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { holidayRequests } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import {
  canSeeRequest,
  type HolidayViewer,
  isLeaveAdmin,
  isSoleSuperAdmin,
  namesOf,
  teamOf,
} from './holiday-access.ts';
import { allowanceOf, toAllowance } from './holiday-allowance.ts';
import { flatten, selectRequests, todayIso, toLeaveRequests } from './holiday-mapping.ts';
import { listPublicHolidays, readHolidaySettings } from './holiday-settings.service.ts';

/** Last day of a YYYY-MM month. */
function monthEnd(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);
}

/** The /holidays page: my year with its allowance, what waits for me, and the team's month. */
export const holidaysOverviewService = {
  overview(db: Database, viewer: HolidayViewer, year: number): Promise<HolidaysOverviewResponse> {
    return withTenant(db, viewer, async (tx) => {
      const settings = await readHolidaySettings(tx);
      const allowance = toAllowance(await allowanceOf(tx, viewer.userId, year, settings));
      const soleSuperAdmin = await isSoleSuperAdmin(tx, viewer);
      const context = { viewer, soleSuperAdmin, today: todayIso() };
      const mine = flatten(
        await selectRequests(tx)
          .where(
            and(
              eq(holidayRequests.requesterId, viewer.userId),
              lte(holidayRequests.startDate, `${year}-12-31`),
              gte(holidayRequests.endDate, `${year}-01-01`),
            ),
          )
          .orderBy(desc(holidayRequests.startDate), desc(holidayRequests.createdAt)),
      );
      const sentToMe = isLeaveAdmin(viewer)
        ? or(eq(holidayRequests.approverId, viewer.userId), isNull(holidayRequests.approverId))
        : eq(holidayRequests.approverId, viewer.userId);
      const waiting = flatten(
        await selectRequests(tx)
          .where(and(eq(holidayRequests.status, 'pending'), sentToMe))
          .orderBy(asc(holidayRequests.startDate), asc(holidayRequests.createdAt)),
      );
      const awaiting = await toLeaveRequests(tx, waiting, context);
      return {
        allowance,
        myRequests: await toLeaveRequests(tx, mine, context),
        awaitingDecision: awaiting.filter((request) => request.canDecide),
      };
    });
  },

  calendar(db: Database, viewer: HolidayViewer, month: string): Promise<HolidaysCalendarResponse> {
    const from = `${month}-01`;
    const to = monthEnd(month);
    return withTenant(db, viewer, async (tx) => {
      const team = await teamOf(tx, viewer);
      const rows = flatten(
        await selectRequests(tx)
          .where(
            and(
              eq(holidayRequests.status, 'approved'),
              lte(holidayRequests.startDate, to),
              gte(holidayRequests.endDate, from),
              team ? inArray(holidayRequests.requesterId, [...team]) : undefined,
            ),
          )
          .orderBy(asc(holidayRequests.startDate)),
      );
      const names = await namesOf(
        tx,
        rows.map((row) => row.requesterId),
      );
      const entries: CalendarEntry[] = rows.map((row) => ({
        requestId: row.id,
        person: { id: row.requesterId, name: names.get(row.requesterId) ?? row.requesterId },
        startDate: row.startDate,
        endDate: row.endDate,
        startPart: row.startPart as DayPart,
        endPart: row.endPart as DayPart,
        // Why someone is away (sick leave…) is for them, their manager and super admins only.
        type: canSeeRequest(viewer, row) ? (row.type as LeaveType) : null,
      }));
      return { month, entries, publicHolidays: await listPublicHolidays(tx, from, to) };
    });
  },
};
