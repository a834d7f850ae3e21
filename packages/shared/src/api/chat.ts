import { z } from 'zod';

/** Chat (docs/product/chat.md): the built-in channels and direct messages, and Slack in the same window. */
export const CHAT_CHANNEL_KINDS = ['public', 'private', 'direct'] as const;
export type ChatChannelKind = (typeof CHAT_CHANNEL_KINDS)[number];

/** Slack's own cap on a message (chat.postMessage msg_too_long); the built-in chat keeps the same. */
export const CHAT_MESSAGE_MAX_LENGTH = 40_000;
export const CHAT_CHANNEL_NAME_MAX_LENGTH = 80;
/** A mention is written into the text as `<@userId>`, as Slack does; the window shows it as @Name. */
export const CHAT_MENTION_PATTERN = /<@([A-Za-z0-9_-]{1,64})>/g;

export function chatMentionIds(text: string): string[] {
  return [...new Set([...text.matchAll(CHAT_MENTION_PATTERN)].map((match) => match[1] ?? ''))].filter(
    Boolean,
  );
}

export const chatPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const chatChannelSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CHAT_CHANNEL_KINDS),
  /** A channel's name, or for a direct message the other person's name. */
  name: z.string(),
  topic: z.string(),
  /** For a direct message: the other person. */
  directUserId: z.string().nullable(),
  isMember: z.boolean(),
  memberCount: z.number().int().min(0),
  lastSeq: z.number().int().min(0),
  lastReadSeq: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
  mentionCount: z.number().int().min(0),
  lastMessageAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;

export const chatChannelListResponseSchema = z.object({
  channels: z.array(chatChannelSchema),
  /** Public channels the user has not joined. */
  joinable: z.array(chatChannelSchema),
});
export type ChatChannelListResponse = z.infer<typeof chatChannelListResponseSchema>;

export const chatChannelResponseSchema = z.object({ channel: chatChannelSchema });

export const chatAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().min(0),
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  channelId: z.uuid(),
  seq: z.number().int().min(1),
  threadRootId: z.uuid().nullable(),
  author: chatPersonSchema.nullable(),
  /** Empty once deleted. */
  text: z.string(),
  mentionIds: z.array(z.string()),
  replyCount: z.number().int().min(0),
  lastReplyAt: z.iso.datetime({ offset: true }).nullable(),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  isDeleted: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  attachments: z.array(chatAttachmentSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessageResponseSchema = z.object({ message: chatMessageSchema });

export const chatHistoryQuerySchema = z.object({
  /** Only messages with a number above this (newer ones, for a poll or after a realtime event). */
  after: z.coerce.number().int().min(0).optional(),
  /** Only messages with a number below this (an older page). */
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuerySchema>;

export const chatHistoryResponseSchema = z.object({
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  /** More messages exist beyond this page (older for a first or `before` page, newer for `after`). */
  hasMore: z.boolean(),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

export const chatThreadResponseSchema = z.object({
  root: chatMessageSchema,
  replies: z.array(chatMessageSchema),
});
export type ChatThreadResponse = z.infer<typeof chatThreadResponseSchema>;

const messageText = z
  .string()
  .max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`)
  .refine((text) => text.trim().length > 0, 'Write a message first');

export const postChatMessageRequestSchema = z.object({
  text: messageText,
  threadRootId: z.uuid('Unknown thread').optional(),
  /** Chosen by the browser; posting the same one again returns the stored message. */
  clientMsgId: z.uuid().optional(),
  attachmentIds: z.array(z.uuid()).max(10).default([]),
});
export type PostChatMessageRequest = z.input<typeof postChatMessageRequestSchema>;

export const editChatMessageRequestSchema = z.object({ text: messageText });

export const createChatChannelRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(CHAT_CHANNEL_NAME_MAX_LENGTH, `A name can be at most ${CHAT_CHANNEL_NAME_MAX_LENGTH} characters`)
    .transform((name) => name.replace(/^#+/, '').replace(/\s+/g, '-').toLowerCase())
    .refine((name) => name.length > 0, 'Name is required'),
  kind: z.enum(['public', 'private']).default('public'),
  topic: z.string().trim().max(250).default(''),
  memberIds: z.array(z.string().min(1)).max(500).default([]),
});
export type CreateChatChannelRequest = z.input<typeof createChatChannelRequestSchema>;

export const addChatMembersRequestSchema = z.object({ userIds: z.array(z.string().min(1)).min(1).max(500) });
export const openDirectChatRequestSchema = z.object({ userId: z.string().min(1, 'Choose a person') });
export const markChatReadRequestSchema = z.object({ seq: z.number().int().min(0) });
export const markChatReadResponseSchema = z.object({ lastReadSeq: z.number().int().min(0) });

export const chatChannelParamsSchema = z.object({ channelId: z.uuid('Unknown channel') });
export const chatMessageParamsSchema = z.object({ messageId: z.uuid('Unknown message') });
export const chatAttachmentParamsSchema = z.object({ attachmentId: z.uuid('Unknown file') });

export const chatPeopleResponseSchema = z.object({ people: z.array(chatPersonSchema) });
export const chatAttachmentResponseSchema = z.object({ attachment: chatAttachmentSchema });

/** What the realtime stream says about chat (ids only; the window refetches). */
/** Which chat answers: the built-in one, or Slack (the same window and the same four calls). */
export const chatProviderKindSchema = z.enum(['builtin', 'slack']);
export type ChatProviderKind = z.infer<typeof chatProviderKindSchema>;

export const chatRealtimeEventSchema = z.object({
  event: z.literal('chat'),
  channelId: z.string(),
  op: z.enum(['message', 'edit', 'delete', 'read', 'channel']),
  messageId: z.string().optional(),
  seq: z.number().optional(),
  threadRootId: z.string().nullable().optional(),
});
export type ChatRealtimeEvent = z.infer<typeof chatRealtimeEventSchema>;
