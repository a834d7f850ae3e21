import { CHAT_COPY, slackAuthorizeResponseSchema } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { slackQueryKeys } from '../utils/chat-query-keys';

/** The spec's popup: 600×600, closed after 5 minutes, checked every second. */
const POPUP_SIZE = 600;
const POPUP_TIMEOUT_MS = 300_000;
const POPUP_CHECK_MS = 1_000;

type PopupMessage = { type?: unknown; error?: unknown };

/**
 * Connect via OAuth: opens Slack's authorize page in a popup; its result arrives as a message that
 * is accepted only from our own origin (the callback page is ours), then the connection is reread.
 */
export function useConnectSlack() {
  const queryClient = useQueryClient();
  const [isConnecting, setConnecting] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  const connect = useCallback(async () => {
    // Opened at once (in the click), then pointed at Slack: a popup opened after an await is blocked.
    const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_SIZE) / 2);
    const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_SIZE) / 2);
    const popup = window.open(
      '',
      'northdesk-slack-oauth',
      `width=${POPUP_SIZE},height=${POPUP_SIZE},left=${left},top=${top}`,
    );
    if (!popup) {
      toast.error(CHAT_COPY.popupBlocked);
      return;
    }
    setConnecting(true);
    let authUrl: string;
    try {
      authUrl = (
        await apiFetch('/api/chat/slack/authorize', {
          method: 'POST',
          body: {},
          schema: slackAuthorizeResponseSchema,
        })
      ).authUrl;
    } catch (error) {
      popup.close();
      setConnecting(false);
      toast.error(errorMessageOf(error, CHAT_COPY.connectionError));
      return;
    }
    popup.location.href = authUrl;
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(check);
      window.clearTimeout(timeout);
      cleanup.current = null;
      setConnecting(false);
      void queryClient.invalidateQueries({ queryKey: slackQueryKeys.all });
    };
    const onMessage = (event: MessageEvent<PopupMessage>) => {
      if (event.origin !== window.location.origin) return;
      if (event.data?.type === 'slack-oauth-success') {
        toast.success(CHAT_COPY.slackAuthorized);
        finish();
      } else if (event.data?.type === 'slack-oauth-error') {
        toast.error(CHAT_COPY.slackAuthorizeFailed(String(event.data.error ?? 'error')));
        finish();
      }
    };
    window.addEventListener('message', onMessage);
    const check = window.setInterval(() => {
      if (popup.closed) finish();
    }, POPUP_CHECK_MS);
    const timeout = window.setTimeout(() => {
      popup.close();
      finish();
    }, POPUP_TIMEOUT_MS);
    cleanup.current = finish;
  }, [queryClient]);

  return { connect, isConnecting };
}
