import { RECORD_HISTORY_COPY as C, type HistoryEntityType } from '@northdesk/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RecordHistoryList } from './RecordHistoryList';

/**
 * The History of a page without tabs (deal, task, quote): closed until asked for, so the page
 * does not load it on every visit.
 */
export function RecordHistoryCard({ type, id }: { type: HistoryEntityType; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{C.cardTitle}</CardTitle>
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? C.hide : C.show}
        </Button>
      </CardHeader>
      {open ? (
        <CardContent>
          <RecordHistoryList type={type} id={id} />
        </CardContent>
      ) : null}
    </Card>
  );
}
