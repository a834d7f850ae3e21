import { HOLIDAYS_COPY as C, formatLeaveDates, type LeaveRequest } from '@northdesk/shared';
import type { ReactNode } from 'react';
import { LeaveStatusBadge } from './LeaveStatusBadge';

/** One request as a list row: who (optional), type, dates, days, status, note and decision comment. */
export function LeaveRequestRow({
  request,
  showRequester = false,
  actions,
}: {
  request: LeaveRequest;
  showRequester?: boolean;
  actions?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">
            {showRequester ? `${request.requester.name} · ` : ''}
            {C.typeLabels[request.type]}
          </span>
          <LeaveStatusBadge status={request.status} />
        </div>
        <p className="text-sm">
          {formatLeaveDates(request)} · {C.daysLabel(request.days)}
        </p>
        {request.note ? <p className="break-words text-muted-foreground text-sm">{request.note}</p> : null}
        {request.decisionComment ? (
          <p className="break-words text-muted-foreground text-sm">
            {request.decidedBy ? `${request.decidedBy.name}: ` : ''}“{request.decisionComment}”
          </p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
