import { HOLIDAYS_COPY as C, type LeaveRequest } from '@northdesk/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DecisionDialog } from './DecisionDialog';
import { LeaveRequestRow } from './LeaveRequestRow';

type Deciding = { request: LeaveRequest; decision: 'approved' | 'declined' };

/** Pending requests sent to me (or to the super admins, when I am one), soonest first. */
export function AwaitingDecisionCard({ requests }: { requests: LeaveRequest[] }) {
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{C.awaitingTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-muted-foreground text-sm">{C.awaitingEmpty}</p>
        ) : (
          <ul className="divide-y" aria-label={C.awaitingTitle}>
            {requests.map((request) => (
              <LeaveRequestRow
                key={request.id}
                request={request}
                showRequester
                actions={
                  <>
                    <Button size="sm" onClick={() => setDeciding({ request, decision: 'approved' })}>
                      {C.approve}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDeciding({ request, decision: 'declined' })}
                    >
                      {C.decline}
                    </Button>
                  </>
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
      <DecisionDialog deciding={deciding} onOpenChange={(open) => !open && setDeciding(null)} />
    </Card>
  );
}
