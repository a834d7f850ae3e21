import type {
  ChatChannelListResponse,
  ChatHistoryQuery,
  ChatHistoryResponse,
  ChatMessage,
  PostChatMessageRequest,
} from '@northdesk/shared';
import type { TenantContext } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { chatChannelsService } from './chat-channels.service.ts';
import { chatMessagesService } from './chat-messages.service.ts';

/**
 * What the chat window needs from a chat backend: the built-in chat here, Slack behind the same four
 * calls. The web talks to our API only, whichever provider answers.
 */
export interface ChatProvider {
  listChannels(ctx: Required<TenantContext>): Promise<ChatChannelListResponse>;
  history(
    ctx: Required<TenantContext>,
    channelId: string,
    query: ChatHistoryQuery,
  ): Promise<ChatHistoryResponse>;
  post(
    ctx: Required<TenantContext>,
    channelId: string,
    input: PostChatMessageRequest,
  ): Promise<{ message: ChatMessage; created: boolean }>;
  markRead(ctx: Required<TenantContext>, channelId: string, seq: number): Promise<{ lastReadSeq: number }>;
}

export function builtinChatProvider(db: Database): ChatProvider {
  return {
    listChannels: (ctx) => chatChannelsService.list(db, ctx),
    history: (ctx, channelId, query) => chatMessagesService.history(db, ctx, channelId, query),
    post: (ctx, channelId, input) => chatMessagesService.post(db, ctx, channelId, input),
    markRead: (ctx, channelId, seq) => chatChannelsService.markRead(db, ctx, channelId, seq),
  };
}
