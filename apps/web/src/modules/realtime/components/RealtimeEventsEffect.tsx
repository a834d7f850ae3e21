import { REALTIME_EVENTS } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { authQueryKeys } from '@/modules/auth/utils/auth-query-keys';
import { chatQueryKeys } from '@/modules/chat/utils/chat-query-keys';
import { holidaysQueryKeys } from '@/modules/holidays/utils/holidays-query-keys';
import { notificationsQueryKeys } from '@/modules/notifications/utils/notifications-query-keys';
import { realtimeConnectionStore } from '../states/realtime-connection';
import { orderedLazyHandler } from '../utils/ordered-lazy-handler';

const EVENTS_URL = '/api/events';
/** After the browser gives up on the stream (an error answer rather than a dropped connection). */
const RESTART_DELAY_MS = 10_000;
/** The chat and Slack handlers and their schemas: fetched with the first such event (issue 17). */
const loadChatHandlers = () => import('../utils/realtime-handlers');

/**
 * Keeps the page live while signed in: the server's event stream says when the user's
 * notifications change (on any server node) or when their company changed in another tab.
 */
export function RealtimeEventsEffect() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.id;
  const [restartCount, setRestartCount] = useState(0);

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_URL, { withCredentials: true });
    let hasConnected = restartCount > 0;
    let restartTimer: number | undefined;

    // A holiday request or decision arrives as a notification: the holidays views refresh with it.
    const refetchNotifications = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: holidaysQueryKeys.all });
    };
    // The company changed (e.g. switched in another tab): every query now answers for the new tenant.
    const refetchEverything = () => {
      void queryClient.invalidateQueries();
    };
    // What changed before the stream was open is fetched: on the first open, a notification made
    // between the page's first fetch and the stream's start; after EventSource's own reconnects,
    // whatever happened while the connection was down.
    const handleOpen = () => {
      refetchNotifications();
      if (hasConnected) void queryClient.invalidateQueries({ queryKey: chatQueryKeys.all });
      hasConnected = true;
      realtimeConnectionStore.set(true);
    };
    // The chat events, in the order they came, by code fetched with the first of them. Were it
    // not to arrive (offline), the chat is read again instead: no event is lost.
    const withChatHandlers = orderedLazyHandler(loadChatHandlers, () => {
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.all });
    });
    // A chat message, edit, read marker… in one of the user's channels (ids only).
    const handleChat = (event: MessageEvent<string>) =>
      withChatHandlers((handlers) => handlers.handleChatRealtimeEvent(queryClient, event.data));
    // New messages in a Slack channel I have open (the tenant's poller saw them).
    const handleSlack = (event: MessageEvent<string>) =>
      withChatHandlers((handlers) => handlers.handleSlackRealtimeEvent(queryClient, event.data));
    // Slack no longer lets me read a channel I had open (removed from a private channel).
    const handleSlackAccess = (event: MessageEvent<string>) =>
      withChatHandlers((handlers) => handlers.handleSlackAccessEvent(queryClient, event.data));
    // An error answer (e.g. the session ended) closes the stream for good: recheck the session,
    // and try again later in case it was a passing server error.
    const handleError = () => {
      realtimeConnectionStore.set(false);
      if (source.readyState !== EventSource.CLOSED) return;
      void queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser });
      restartTimer = window.setTimeout(() => setRestartCount((count) => count + 1), RESTART_DELAY_MS);
    };

    source.addEventListener(REALTIME_EVENTS.notifications, refetchNotifications);
    source.addEventListener(REALTIME_EVENTS.account, refetchEverything);
    source.addEventListener(REALTIME_EVENTS.chat, handleChat);
    source.addEventListener(REALTIME_EVENTS.chatSlack, handleSlack);
    source.addEventListener(REALTIME_EVENTS.chatSlackAccess, handleSlackAccess);
    source.addEventListener('open', handleOpen);
    source.addEventListener('error', handleError);
    return () => {
      window.clearTimeout(restartTimer);
      source.removeEventListener(REALTIME_EVENTS.notifications, refetchNotifications);
      source.removeEventListener(REALTIME_EVENTS.account, refetchEverything);
      source.removeEventListener(REALTIME_EVENTS.chat, handleChat);
      source.removeEventListener(REALTIME_EVENTS.chatSlack, handleSlack);
      source.removeEventListener(REALTIME_EVENTS.chatSlackAccess, handleSlackAccess);
      realtimeConnectionStore.set(false);
      source.removeEventListener('open', handleOpen);
      source.removeEventListener('error', handleError);
      source.close();
    };
  }, [queryClient, userId, restartCount]);

  return null;
}
