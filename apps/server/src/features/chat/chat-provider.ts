import type {
  ChatChannel,
  ChatChannelListResponse,
  ChatHistoryQuery,
  ChatMessage,
  ChatProviderKind,
  PostChatMessageRequest,
} from '@northdesk/shared';
import type { TenantContext } from '../../db/tenant.ts';
import type { DatabaseHandle } from '../../db/types.ts';
import { chatChannelsService } from './chat-channels.service.ts';
import { chatMessagesService } from './chat-messages.service.ts';
import { postChatMessage } from './chat-post.ts';

/** What one chat backend deals in: its channels, messages, history query, post body and read marker. */
export type ChatProviderShapes = {
  channel: object;
  /** The channel list's answer: its channels, and whatever else this backend lists with them. */
  list: { channels: object[] };
  message: object;
  historyQuery: object;
  postInput: object;
  marker: number | string;
};

/**
 * What the chat window needs from a chat backend (issue 20 item 3): list, history, post and mark
 * read. The built-in chat (below) and Slack (slack/slack-chat-provider.ts) both implement it and
 * their routes call nothing else for these four, so the web talks to our API only and the same
 * window code drives either; what differs is their shapes (Slack's ts against our seq), named
 * by the type parameter.
 */
export interface ChatProvider<S extends ChatProviderShapes> {
  readonly kind: ChatProviderKind;
  listChannels(ctx: Required<TenantContext>): Promise<S['list']>;
  /** Oldest first. */
  history(
    ctx: Required<TenantContext>,
    channelId: string,
    query: S['historyQuery'],
  ): Promise<{ messages: S['message'][]; hasMore: boolean }>;
  post(
    ctx: Required<TenantContext>,
    channelId: string,
    input: S['postInput'],
  ): Promise<{ message: S['message']; created: boolean }>;
  /** Moves my read marker forward (never back); answers where it is. */
  markRead(
    ctx: Required<TenantContext>,
    channelId: string,
    marker: S['marker'],
  ): Promise<{ lastRead: S['marker'] }>;
}

export type BuiltinChatShapes = {
  channel: ChatChannel;
  /** Mine, and the public ones I may join. */
  list: ChatChannelListResponse;
  message: ChatMessage;
  historyQuery: ChatHistoryQuery;
  postInput: PostChatMessageRequest;
  marker: number;
};

/** The built-in chat: channels the user belongs to (and joinable public ones), numbered messages. */
export type BuiltinChatProvider = ChatProvider<BuiltinChatShapes>;

export function builtinChatProvider(
  database: Pick<DatabaseHandle, 'db' | 'writeAsTenant'>,
): BuiltinChatProvider {
  const { db } = database;
  return {
    kind: 'builtin',
    listChannels: (ctx) => chatChannelsService.list(db, ctx),
    history: (ctx, channelId, query) => chatMessagesService.history(db, ctx, channelId, query),
    async post(ctx, channelId, input) {
      const outcome = await postChatMessage(database, ctx, channelId, input);
      if (outcome.created) return { message: outcome.message, created: true };
      return { message: await chatMessagesService.one(db, ctx, outcome.id), created: false };
    },
    async markRead(ctx, channelId, seq) {
      const { lastReadSeq } = await chatChannelsService.markRead(db, ctx, channelId, seq);
      return { lastRead: lastReadSeq };
    },
  };
}
