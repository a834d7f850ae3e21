import { chatRealtimeEventSchema, slackRealtimeEventSchema } from '@northdesk/shared';
import type { QueryClient } from '@tanstack/react-query';
import { fetchNewerChatMessages } from '../hooks/useChatHistory';
import { addSlackMessages, fetchNewerSlackMessages } from '../hooks/useSlackChat';
import { chatQueryKeys } from './chat-query-keys';

/**
 * A chat event from the stream (ids only): the counts are refetched, a new top-level message is
 * fetched alone (`after` the newest loaded), anything else refreshes what it touches.
 */
export function handleChatRealtimeEvent(queryClient: QueryClient, data: string): void {
  let parsed: ReturnType<typeof chatRealtimeEventSchema.parse>;
  try {
    parsed = chatRealtimeEventSchema.parse(JSON.parse(data));
  } catch {
    return;
  }
  const { channelId, op, threadRootId } = parsed;
  void queryClient.invalidateQueries({ queryKey: chatQueryKeys.channels });
  if (op === 'read' || op === 'channel') return;
  if (op === 'message' && !threadRootId) {
    void fetchNewerChatMessages(queryClient, channelId).catch(() =>
      queryClient.invalidateQueries({ queryKey: chatQueryKeys.history(channelId) }),
    );
    return;
  }
  // A reply changes its thread and the first message's reply count; an edit or delete its message.
  if (threadRootId) void queryClient.invalidateQueries({ queryKey: chatQueryKeys.thread(threadRootId) });
  void queryClient.invalidateQueries({ queryKey: chatQueryKeys.history(channelId) });
  if (op !== 'message') void queryClient.invalidateQueries({ queryKey: chatQueryKeys.threads });
}

/**
 * New Slack messages in a channel, carried by the event: added to the open history as they are
 * (nobody is asked). Only when they did not fit in the event are they read from us.
 */
export function handleSlackRealtimeEvent(queryClient: QueryClient, data: string): void {
  let parsed: ReturnType<typeof slackRealtimeEventSchema.parse>;
  try {
    parsed = slackRealtimeEventSchema.parse(JSON.parse(data));
  } catch {
    return;
  }
  const { channelId, messages, truncated } = parsed;
  if (messages.length > 0) addSlackMessages(queryClient, channelId, messages);
  if (truncated) void fetchNewerSlackMessages(queryClient, channelId).catch(() => undefined);
}
