import { CHAT_COPY } from '@northdesk/shared';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useConnectSlack } from '../hooks/useConnectSlack';
import { slackErrorKind } from '../utils/slack-errors';

interface SlackErrorViewProps {
  error: unknown;
  onRetry: () => void;
  compact?: boolean;
}

/**
 * The spec's chat error catalogue (shell.md §8): expired → Reconnect; missing scopes → message and
 * "Slack Permissions Error" toast; channel not found / no access; anything else (after the 1, 2,
 * 4 s retries) → Retry and the "Connection Error" toast.
 */
export function SlackErrorView({ error, onRetry, compact = false }: SlackErrorViewProps) {
  const kind = slackErrorKind(error);
  const { connect, isConnecting } = useConnectSlack();
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (toasted.current === error) return;
    toasted.current = error;
    if (kind === 'missingScopes') toast.error(CHAT_COPY.missingScopesToast);
    if (kind === 'other') toast.error(CHAT_COPY.connectionErrorToast);
  }, [error, kind]);

  const text = {
    expired: CHAT_COPY.expired,
    missingScopes: CHAT_COPY.missingScopes,
    accessRevoked: CHAT_COPY.slackAccessRevokedGeneric,
    channelNotFound: CHAT_COPY.channelNotFound,
    notInChannel: CHAT_COPY.notInChannel,
    other: CHAT_COPY.messageLoadError,
  }[kind];
  return (
    <div
      role="alert"
      className={
        compact ? 'grid gap-2 p-2 text-xs' : 'grid justify-items-center gap-3 p-6 text-center text-sm'
      }
    >
      <p>{text}</p>
      {kind === 'expired' || kind === 'missingScopes' ? (
        <Button size="sm" onClick={() => void connect()} disabled={isConnecting}>
          {CHAT_COPY.reconnect}
        </Button>
      ) : kind === 'other' ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {CHAT_COPY.retry}
        </Button>
      ) : null}
    </div>
  );
}
