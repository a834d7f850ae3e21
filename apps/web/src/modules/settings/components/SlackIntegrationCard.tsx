import { ADMIN_COPY } from '@northdesk/shared';
import { MessagesSquareIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The chat integration's connection card; connecting arrives with the team chat. */
export function SlackIntegrationCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessagesSquareIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {ADMIN_COPY.slackTitle}
        </CardTitle>
        <CardDescription>{ADMIN_COPY.slackDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
          <Badge variant="outline">{ADMIN_COPY.slackNotConnected}</Badge>
          <Button type="button" disabled aria-describedby="slack-later">
            {ADMIN_COPY.slackConnect}
          </Button>
        </div>
        <p id="slack-later" className="text-muted-foreground text-sm">
          {ADMIN_COPY.slackLater}
        </p>
      </CardContent>
    </Card>
  );
}
