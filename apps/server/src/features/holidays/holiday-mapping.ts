import type { DayPart, LeaveRequest, LeaveSpan, LeaveStatus, LeaveType } from '@northdesk/shared';
import { HOLIDAYS_COPY } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { holidayRequests, profiles } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';
import { canDecideRequest, type HolidayViewer, namesOf, type RequestParties } from './holiday-access.ts';

export type RequestRow = typeof holidayRequests.$inferSelect & { requesterManagerId: string | null };

/** Requests with the requester's current line manager, for the access rules. */
export function selectRequests(tx: Transaction) {
  return tx
    .select({ request: holidayRequests, requesterManagerId: profiles.lineManagerId })
    .from(holidayRequests)
    .innerJoin(profiles, eq(profiles.id, holidayRequests.requesterId));
}

export const flatten = (
  rows: { request: typeof holidayRequests.$inferSelect; requesterManagerId: string | null }[],
) => rows.map((row): RequestRow => ({ ...row.request, requesterManagerId: row.requesterManagerId }));

export const partiesOf = (row: RequestRow): RequestParties => row;

/** Today as YYYY-MM-DD (UTC): approved leave can be cancelled until the day it starts. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export interface MappingContext {
  viewer: HolidayViewer;
  soleSuperAdmin: boolean;
  today: string;
}

/** Rows as the API shows them to this viewer, with names and what they may do now. */
export async function toLeaveRequests(
  tx: Transaction,
  rows: RequestRow[],
  context: MappingContext,
): Promise<LeaveRequest[]> {
  const names = await namesOf(
    tx,
    rows.flatMap((row) => [row.requesterId, row.approverId, row.decidedBy]),
  );
  const person = (id: string | null) =>
    id ? { id, name: names.get(id) ?? HOLIDAYS_COPY.unknownPerson } : null;
  return rows.map((row) => ({
    id: row.id,
    requester: person(row.requesterId) ?? { id: row.requesterId, name: HOLIDAYS_COPY.unknownPerson },
    approver: person(row.approverId),
    type: row.type as LeaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    startPart: row.startPart as DayPart,
    endPart: row.endPart as DayPart,
    days: row.halfDays / 2,
    note: row.note,
    status: row.status as LeaveStatus,
    decidedBy: person(row.decidedBy),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionComment: row.decisionComment,
    createdAt: row.createdAt.toISOString(),
    canDecide: canDecideRequest(context.viewer, row, context.soleSuperAdmin),
    canCancel: canCancel(context.viewer, row, context.today),
  }));
}

export function canCancel(viewer: HolidayViewer, row: RequestRow, today: string): boolean {
  if (row.requesterId !== viewer.userId) return false;
  return row.status === 'pending' || (row.status === 'approved' && row.startDate > today);
}

/** A row's dates as the shared day-count functions take them. */
export function spanOf(row: Pick<RequestRow, 'startDate' | 'endDate' | 'startPart' | 'endPart'>): LeaveSpan {
  return {
    startDate: row.startDate,
    endDate: row.endDate,
    startPart: row.startPart as DayPart,
    endPart: row.endPart as DayPart,
  };
}
