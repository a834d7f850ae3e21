import { ADMIN_COPY, CHAT_COPY } from '@northdesk/shared';
import { MessagesSquareIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useChatConnection } from '@/modules/chat/hooks/useChatConnection';
import { useConnectSlack } from '@/modules/chat/hooks/useConnectSlack';
import {
  useDisconnectSlack,
  useRefreshSlackToken,
  useSaveSlackApp,
  useSlackApp,
  useSlackConnection,
} from '@/modules/chat/hooks/useSlackConnection';

/**
 * Settings → Slack Integration: the company's Slack app (client id and secret, the secret shown
 * masked) and the chat integration card (spec: Connected / Not Connected, workspace name, Refresh,
 * Refresh Token, Disconnect, Connect).
 */
export function SlackIntegrationCard() {
  return (
    <div className="grid gap-4">
      <SlackAppCard />
      <SlackConnectionCard />
    </div>
  );
}

function SlackAppCard() {
  const app = useSlackApp();
  const save = useSaveSlackApp();
  const [clientId, setClientId] = useState<string | null>(null);
  const [clientSecret, setClientSecret] = useState('');
  const [signingSecret, setSigningSecret] = useState('');
  const idField = useId();
  const secretField = useId();
  const signingField = useId();
  const signingHint = useId();
  const shownId = clientId ?? app.data?.clientId ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { clientId: shownId, clientSecret, ...(signingSecret.trim() ? { signingSecret } : {}) },
      {
        onSuccess: () => {
          setClientSecret('');
          setSigningSecret('');
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessagesSquareIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {ADMIN_COPY.slackTitle}
        </CardTitle>
        <CardDescription>{CHAT_COPY.slackAppDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={submit}>
          <div className="grid gap-1.5">
            <Label htmlFor={idField}>{CHAT_COPY.clientId}</Label>
            <Input
              id={idField}
              value={shownId}
              onChange={(e) => setClientId(e.target.value)}
              autoComplete="off"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={secretField}>{CHAT_COPY.clientSecret}</Label>
            <Input
              id={secretField}
              type="password"
              value={clientSecret}
              placeholder={app.data?.clientSecretMasked ?? ''}
              onChange={(e) => setClientSecret(e.target.value)}
              autoComplete="off"
            />
          </div>
          <p className="text-muted-foreground text-sm">
            {CHAT_COPY.redirectUrl}: <code className="break-all">{app.data?.redirectUri ?? '—'}</code>
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor={signingField}>{CHAT_COPY.signingSecret}</Label>
            <Input
              id={signingField}
              type="password"
              value={signingSecret}
              placeholder={app.data?.eventsConfigured ? CHAT_COPY.signingSecretStored : ''}
              onChange={(e) => setSigningSecret(e.target.value)}
              aria-describedby={signingHint}
              autoComplete="off"
            />
            <p id={signingHint} className="text-muted-foreground text-xs">
              {CHAT_COPY.signingSecretHint}
            </p>
          </div>
          <p className="text-muted-foreground text-sm">
            {CHAT_COPY.eventsUrl}: <code className="break-all">{app.data?.eventsUrl ?? '—'}</code>
            <span className="block text-xs">{CHAT_COPY.eventsUrlHint}</span>
          </p>
          <div>
            <Button type="submit" disabled={!shownId.trim() || !clientSecret.trim() || save.isPending}>
              {CHAT_COPY.saveApp}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function SlackConnectionCard() {
  const connection = useSlackConnection();
  const { isSlackConnected, slackTeamName, slackAppConfigured } = useChatConnection();
  const { connect, isConnecting } = useConnectSlack();
  const refreshToken = useRefreshSlackToken();
  const disconnect = useDisconnectSlack();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{CHAT_COPY.provider}</CardTitle>
        <CardDescription>{ADMIN_COPY.slackDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
          <div className="grid gap-1">
            <Badge variant={isSlackConnected ? 'success' : 'outline'}>
              {isSlackConnected ? CHAT_COPY.connected : CHAT_COPY.notConnected}
            </Badge>
            {slackTeamName ? (
              <p className="text-sm">
                {CHAT_COPY.workspace}: {slackTeamName}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void connection.refetch()}>
              {CHAT_COPY.refresh}
            </Button>
            {isSlackConnected ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => refreshToken.mutate()}
                  disabled={refreshToken.isPending}
                >
                  {CHAT_COPY.refreshToken}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => disconnect.mutate()}
                  disabled={disconnect.isPending}
                >
                  {CHAT_COPY.disconnect}
                </Button>
              </>
            ) : (
              <Button size="sm" onClick={() => void connect()} disabled={!slackAppConfigured || isConnecting}>
                {CHAT_COPY.connect}
              </Button>
            )}
          </div>
        </div>
        {slackAppConfigured ? null : (
          <p className="text-muted-foreground text-sm">{CHAT_COPY.slackNotConfigured}</p>
        )}
      </CardContent>
    </Card>
  );
}
