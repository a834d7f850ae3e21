import {
  ALLOWANCE_LEAVE_TYPE,
  HOLIDAYS_COPY as C,
  formatLeaveDates,
  type LeaveRequest,
  type LeaveStatus,
} from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import { holidayRequests } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { canDecideRequest, type HolidayViewer, isSoleSuperAdmin, namesOf } from './holiday-access.ts';
import { allowanceOf } from './holiday-allowance.ts';
import { canCancel, spanOf, todayIso } from './holiday-mapping.ts';
import { notifyUsers } from './holiday-notify.ts';
import { readHolidaySettings } from './holiday-settings.service.ts';
import { asApi, loadVisible, lockPerson } from './leave-requests.service.ts';

const statusWord = (status: string) => C.statusLabels[status as LeaveStatus]?.toLowerCase() ?? status;

/** Approve or decline (one winner, the other a 409), and the requester's cancel. */
export const leaveDecisionsService = {
  decide(
    db: Database,
    viewer: HolidayViewer,
    id: string,
    input: { decision: 'approved' | 'declined'; comment: string | null },
  ): Promise<LeaveRequest> {
    return withTenant(db, viewer, async (tx) => {
      const row = await loadVisible(tx, viewer, id);
      if (row.status !== 'pending') throw conflict(C.alreadyDecided(statusWord(row.status)));
      if (!canDecideRequest(viewer, row, await isSoleSuperAdmin(tx, viewer)))
        throw forbidden(row.requesterId === viewer.userId ? C.ownRequest : C.cannotDecide);
      const names = await namesOf(tx, [row.requesterId, viewer.userId]);

      if (input.decision === 'approved' && row.type === ALLOWANCE_LEAVE_TYPE) {
        // The allowance may have been lowered since it was asked for: never approve past it.
        await lockPerson(tx, row.requesterId);
        const settings = await readHolidaySettings(tx);
        for (const [year, needed] of Object.entries(row.halfDaysByYear)) {
          const allowance = await allowanceOf(tx, row.requesterId, Number(year), settings, row.id);
          if (allowance.taken + needed > allowance.perYear + allowance.carried)
            throw conflict(
              C.approvalOverAllowance(names.get(row.requesterId) ?? C.unknownPerson, Number(year)),
            );
        }
      }

      // Only a pending row changes: of two deciders at once, the second finds it decided.
      const [updated] = await tx
        .update(holidayRequests)
        .set({
          status: input.decision,
          decidedBy: viewer.userId,
          decidedAt: new Date(),
          decisionComment: input.comment,
          updatedAt: new Date(),
        })
        .where(and(eq(holidayRequests.id, id), eq(holidayRequests.status, 'pending')))
        .returning();
      if (!updated) {
        const [now] = await tx
          .select({ status: holidayRequests.status })
          .from(holidayRequests)
          .where(eq(holidayRequests.id, id));
        throw conflict(C.alreadyDecided(statusWord(now?.status ?? 'cancelled')));
      }
      if (updated.requesterId !== viewer.userId) {
        await notifyUsers(tx, viewer.companyId, [updated.requesterId], {
          type: 'holiday_decision',
          title: C.decisionTitle(input.decision),
          message: C.decisionMessage(
            names.get(viewer.userId) ?? C.unknownPerson,
            statusWord(input.decision),
            formatLeaveDates(spanOf(updated)),
            input.comment,
          ),
          relatedId: updated.id,
        });
      }
      return asApi(tx, viewer, { ...updated, requesterManagerId: row.requesterManagerId });
    });
  },

  cancel(db: Database, viewer: HolidayViewer, id: string): Promise<LeaveRequest> {
    return withTenant(db, viewer, async (tx) => {
      const row = await loadVisible(tx, viewer, id);
      if (row.requesterId !== viewer.userId) throw forbidden(C.notYours);
      if (row.status !== 'pending' && row.status !== 'approved')
        throw conflict(C.alreadyDecided(statusWord(row.status)));
      if (!canCancel(viewer, row, todayIso())) throw conflict(C.startedCannotCancel);
      const [updated] = await tx
        .update(holidayRequests)
        .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
        .where(and(eq(holidayRequests.id, id), eq(holidayRequests.status, row.status)))
        .returning();
      if (!updated) throw conflict(C.alreadyDecided(statusWord('cancelled')));
      // Whoever approved it planned around this leave: tell them it is off.
      const toTell = row.status === 'approved' ? (row.decidedBy ?? row.approverId) : null;
      if (toTell && toTell !== viewer.userId) {
        const names = await namesOf(tx, [viewer.userId]);
        await notifyUsers(tx, viewer.companyId, [toTell], {
          type: 'holiday_request',
          title: C.cancelledTitle,
          message: C.cancelledMessage(
            names.get(viewer.userId) ?? C.unknownPerson,
            formatLeaveDates(spanOf(row)),
          ),
          relatedId: row.id,
        });
      }
      return asApi(tx, viewer, { ...updated, requesterManagerId: row.requesterManagerId });
    });
  },
};
