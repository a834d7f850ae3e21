import { CircleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SYSTEM_STATUS_COPY } from '../copy';
import { useHealth } from '../hooks/useHealth';

function StatusLine({ text }: { text: string }) {
  return (
    <li className="flex items-center gap-2.5 text-sm">
      <span className="size-2 shrink-0 rounded-full bg-emerald-500" aria-hidden="true" />
      {text}
    </li>
  );
}

function SystemStatusBody() {
  const health = useHealth();

  if (health.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-36" />
      </div>
    );
  }
  if (health.isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-destructive text-sm">
          <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {SYSTEM_STATUS_COPY.unreachable}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={health.isFetching}
          onClick={() => void health.refetch()}
        >
          {SYSTEM_STATUS_COPY.retry}
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-2.5">
      <StatusLine text={SYSTEM_STATUS_COPY.api(health.data.status)} />
      <StatusLine text={SYSTEM_STATUS_COPY.database(health.data.database)} />
    </ul>
  );
}

export function SystemStatusCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{SYSTEM_STATUS_COPY.title}</h2>
        </CardTitle>
        <CardDescription>{SYSTEM_STATUS_COPY.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <SystemStatusBody />
      </CardContent>
    </Card>
  );
}
