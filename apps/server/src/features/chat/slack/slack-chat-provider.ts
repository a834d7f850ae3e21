import type { SlackChannelItem, SlackHistoryQuery, SlackMessageItem } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { AppDeps } from '../../../deps.ts';
import type { ChatProvider } from '../chat-provider.ts';
import { slackChatService, slackErrorToApp } from './slack-chat.service.ts';
import { SlackApiError } from './slack-client.ts';

export type SlackChatShapes = {
  channel: SlackChannelItem;
  list: { channels: SlackChannelItem[] };
  message: SlackMessageItem;
  historyQuery: SlackHistoryQuery & { fresh?: boolean };
  postInput: { text: string };
  /** Slack's ts of the newest message I have seen. */
  marker: string;
};

export type SlackChatProvider = ChatProvider<SlackChatShapes>;

/**
 * Slack behind the chat window's four calls (issue 20 item 3). Slack is asked through the
 * person's own token (slack-chat.service.ts: its error catalogue, caches, shared reads and
 * Retry-After); the read marker stays with us (see slack_user_mappings.read_markers).
 */
export function slackChatProvider(
  deps: Pick<AppDeps, 'config' | 'database' | 'realtime'>,
): SlackChatProvider {
  return {
    kind: 'slack',
    listChannels: async (ctx) => ({ channels: await slackChatService.channels(deps, ctx) }),
    history: (ctx, channelId, query) => slackChatService.history(deps, ctx, channelId, query.oldest),
    post: async (ctx, channelId, input) => ({
      message: await slackChatService.post(deps, ctx, channelId, input.text),
      created: true,
    }),
    async markRead(ctx, channelId, ts) {
      // Forward only: a marker older than the stored one leaves it as it is.
      const [row] = await withTenant(deps.database.db, ctx, (tx) =>
        queryRows<{ marker: string | null }>(
          tx,
          sql`update slack_user_mappings
                 set read_markers = case
                   when (read_markers ->> ${channelId})::numeric >= ${ts}::numeric then read_markers
                   else read_markers || jsonb_build_object(${channelId}::text, ${ts}::text) end
               where user_id = ${ctx.userId}
           returning read_markers ->> ${channelId} as marker`,
        ),
      );
      if (!row?.marker) throw slackErrorToApp(new SlackApiError('not_authed'));
      return { lastRead: row.marker };
    },
  };
}
