import { HOLIDAYS_COPY as C, type LeaveRequest } from '@northdesk/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CancelRequestDialog } from './CancelRequestDialog';
import { LeaveRequestRow } from './LeaveRequestRow';

/** My requests of the year, newest first, each cancellable while the rules allow. */
export function MyRequestsCard({ requests }: { requests: LeaveRequest[] }) {
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{C.myRequestsTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-muted-foreground text-sm">{C.myRequestsEmpty}</p>
        ) : (
          <ul className="divide-y" aria-label={C.myRequestsTitle}>
            {requests.map((request) => (
              <LeaveRequestRow
                key={request.id}
                request={request}
                actions={
                  request.canCancel ? (
                    <Button variant="outline" size="sm" onClick={() => setCancelling(request)}>
                      {C.cancelRequest}
                    </Button>
                  ) : null
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
      <CancelRequestDialog request={cancelling} onOpenChange={(open) => !open && setCancelling(null)} />
    </Card>
  );
}
