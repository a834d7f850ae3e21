import { type SlackChannelItem, slackAccessEventSchema } from '@northdesk/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from '@/modules/ui/states/create-store';
import { slackQueryKeys } from '../utils/chat-query-keys';

/**
 * Slack channels this person was removed from while the window was open (channel id → name),
 * so an open conversation can say the channel is gone instead of silently vanishing with the list.
 */
export const slackRevokedStore = createStore<ReadonlyMap<string, string>>(() => new Map());

/**
 * Slack no longer lets me read this channel: it leaves the list, its messages leave the window
 * (nothing more of it is shown), and the open conversation says why.
 */
export function markSlackChannelRevoked(queryClient: QueryClient, channelId: string): void {
  const list = queryClient.getQueryData<{ channels: SlackChannelItem[] }>(slackQueryKeys.channels);
  const known = slackRevokedStore.getSnapshot();
  const name = list?.channels.find((c) => c.id === channelId)?.name ?? known.get(channelId) ?? '';
  if (!known.has(channelId)) slackRevokedStore.set(new Map(known).set(channelId, name));
  queryClient.setQueryData<{ channels: SlackChannelItem[] }>(slackQueryKeys.channels, (data) =>
    data ? { channels: data.channels.filter((c) => c.id !== channelId) } : data,
  );
  queryClient.removeQueries({ queryKey: slackQueryKeys.history(channelId) });
}

/** Back in the channel (a fresh list from Slack has it): it is no longer shown as gone. */
export function forgetRevokedSlackChannels(channels: readonly SlackChannelItem[]): void {
  const known = slackRevokedStore.getSnapshot();
  if (!channels.some((c) => known.has(c.id))) return;
  const next = new Map(known);
  for (const channel of channels) next.delete(channel.id);
  slackRevokedStore.set(next);
}

/** The stream's "no longer available" event (slack-access.ts on the server). */
export function handleSlackAccessEvent(queryClient: QueryClient, data: string): void {
  let parsed: ReturnType<typeof slackAccessEventSchema.parse>;
  try {
    parsed = slackAccessEventSchema.parse(JSON.parse(data));
  } catch {
    return;
  }
  markSlackChannelRevoked(queryClient, parsed.channelId);
}
