import {
  HOLIDAYS_COPY as C,
  dateOfDayNumber,
  dayNumber,
  formatLeaveDates,
  type LeaveSpan,
  type LeaveType,
  leaveHalfDaysByYear,
  totalHalfDays,
} from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import {
  holidayRequests,
  holidaySettings,
  notifications,
  profiles,
  publicHolidays,
  userRoles,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';

/** The Monday `weeks` weeks from this week's Monday, plus `days`. */
function weekday(weeks: number, days = 0, now = new Date()): string {
  const today = dayNumber(now.toISOString().slice(0, 10));
  const monday = today - ((today + 3) % 7);
  return dateOfDayNumber(monday + weeks * 7 + days);
}

/**
 * Holidays for the demo tenant (docs/product/holidays.md): 25 days a year, New Year and Christmas
 * as public holidays this year and next, and a few requests: the admin's waiting for the super
 * admin, approved leave of the super admin and the operative, past sick leave of the viewer.
 */
export async function seedHolidaysDemo(deps: AppDeps, companyId: string): Promise<void> {
  await withTenant(deps.database.db, { companyId }, async (tx) => {
    const people = await tx
      .select({ id: profiles.id, name: profiles.fullName, email: profiles.email, role: userRoles.role })
      .from(profiles)
      .innerJoin(userRoles, eq(userRoles.userId, profiles.id));
    const byRole = (role: string, viewer = false) =>
      people.find((p) => p.role === role && p.email?.startsWith('viewer@') === viewer);
    const boss = byRole('super_admin');
    const admin = byRole('admin');
    const operative = byRole('operative');
    const viewer = byRole('operative', true);
    if (!boss || !admin || !operative) return;

    await tx
      .insert(holidaySettings)
      .values({ companyId, daysPerYear: '25', carryOver: false })
      .onConflictDoNothing();
    const year = new Date().getUTCFullYear();
    const closed = [year, year + 1].flatMap((y) => [
      { date: `${y}-01-01`, name: "New Year's Day" },
      { date: `${y}-12-25`, name: 'Christmas Day' },
      { date: `${y}-12-26`, name: 'Boxing Day' },
    ]);
    await tx
      .insert(publicHolidays)
      .values(closed.map((h) => ({ companyId, ...h })))
      .onConflictDoNothing();
    const holidays = new Set(closed.map((h) => h.date));

    const requests: {
      who: { id: string; name: string | null };
      type: LeaveType;
      span: LeaveSpan;
      status: 'pending' | 'approved';
      approver: string | null;
      decidedBy?: string;
      comment?: string;
      note?: string;
    }[] = [
      {
        who: admin,
        type: 'annual',
        span: { startDate: weekday(3), endDate: weekday(3, 2), startPart: 'full', endPart: 'full' },
        status: 'pending',
        approver: boss.id,
        note: 'School half term',
      },
      {
        who: boss,
        type: 'annual',
        span: { startDate: weekday(2, 3), endDate: weekday(2, 4), startPart: 'full', endPart: 'full' },
        status: 'approved',
        approver: null,
        decidedBy: boss.id,
      },
      {
        who: operative,
        type: 'annual',
        span: { startDate: weekday(1, 4), endDate: weekday(1, 4), startPart: 'pm', endPart: 'pm' },
        status: 'approved',
        approver: admin.id,
        decidedBy: admin.id,
        comment: 'Enjoy the long weekend',
      },
      ...(viewer
        ? [
            {
              who: viewer,
              type: 'sick' as const,
              span: {
                startDate: weekday(-1),
                endDate: weekday(-1, 1),
                startPart: 'full',
                endPart: 'full',
              } as const,
              status: 'approved' as const,
              approver: admin.id,
              decidedBy: admin.id,
              comment: 'Get well soon',
            },
          ]
        : []),
    ];
    for (const r of requests) {
      const byYear = leaveHalfDaysByYear(r.span, holidays);
      const [row] = await tx
        .insert(holidayRequests)
        .values({
          companyId,
          requesterId: r.who.id,
          approverId: r.approver,
          type: r.type,
          ...r.span,
          halfDaysByYear: byYear,
          halfDays: totalHalfDays(byYear),
          note: r.note ?? null,
          status: r.status,
          decidedBy: r.decidedBy ?? null,
          decidedAt: r.decidedBy ? new Date() : null,
          decisionComment: r.comment ?? null,
        })
        .returning({ id: holidayRequests.id });
      if (row && r.status === 'pending' && r.approver) {
        await tx.insert(notifications).values({
          companyId,
          userId: r.approver,
          type: 'holiday_request',
          title: C.requestTitle,
          message: C.requestMessage(
            r.who.name ?? C.unknownPerson,
            C.typeLabels[r.type],
            formatLeaveDates(r.span),
            totalHalfDays(byYear) / 2,
          ),
          relatedId: row.id,
        });
      }
    }
  });
}
