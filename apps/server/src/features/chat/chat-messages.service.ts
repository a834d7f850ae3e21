import crypto from 'node:crypto';
import type {
  ChatAttachment,
  ChatHistoryQuery,
  ChatMessage,
  PostChatMessageRequest,
} from '@northdesk/shared';
import {
  CHAT_COPY,
  chatHistoryQuerySchema,
  chatMentionIds,
  postChatMessageRequestSchema,
} from '@northdesk/shared';
import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  chatAttachments,
  chatChannels,
  chatMembers,
  chatMessages,
  notifications,
  profiles,
} from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { isMember, memberIds, visibleChannel } from './chat-channels.service.ts';
import { notifyChatMembers } from './chat-fanout.ts';
import { chatAttachmentUrl, type MessageRow, toChatMessage } from './chat-mapping.ts';

type Ctx = Required<TenantContext>;
const MESSAGE_NOT_FOUND = 'Message not found';
const MENTION_EXCERPT_LENGTH = 200;

const messageColumns = {
  id: chatMessages.id,
  channelId: chatMessages.channelId,
  seq: chatMessages.seq,
  threadRootId: chatMessages.threadRootId,
  authorId: chatMessages.authorId,
  authorName: profiles.fullName,
  authorEmail: profiles.email,
  authorAvatarUrl: profiles.avatarUrl,
  body: chatMessages.body,
  mentionIds: chatMessages.mentionIds,
  replyCount: chatMessages.replyCount,
  lastReplyAt: chatMessages.lastReplyAt,
  editedAt: chatMessages.editedAt,
  deletedAt: chatMessages.deletedAt,
  createdAt: chatMessages.createdAt,
};

async function selectMessages(
  tx: Transaction,
  where: SQL | undefined,
  order: SQL | ReturnType<typeof asc>,
  limit: number,
): Promise<MessageRow[]> {
  return tx
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(profiles, eq(profiles.id, chatMessages.authorId))
    .where(where)
    .orderBy(order)
    .limit(limit);
}

async function withAttachments(tx: Transaction, rows: MessageRow[]): Promise<ChatMessage[]> {
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await tx
        .select()
        .from(chatAttachments)
        .where(inArray(chatAttachments.messageId, ids))
        .orderBy(asc(chatAttachments.createdAt))
    : [];
  const byMessage = new Map<string, ChatAttachment[]>();
  for (const file of files) {
    if (!file.messageId) continue;
    const list = byMessage.get(file.messageId) ?? [];
    list.push({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      url: chatAttachmentUrl(file.id),
    });
    byMessage.set(file.messageId, list);
  }
  return rows.map((row) => toChatMessage(row, byMessage.get(row.id) ?? []));
}

async function loadMessage(tx: Transaction, messageId: string): Promise<ChatMessage> {
  const rows = await selectMessages(tx, eq(chatMessages.id, messageId), asc(chatMessages.seq), 1);
  const [message] = await withAttachments(tx, rows);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  return message;
}

/** Members may post; a public channel's non-member is asked to join first. */
async function requirePostable(tx: Transaction, ctx: Ctx, channelId: string) {
  const channel = await visibleChannel(tx, channelId);
  if (!(await isMember(tx, channelId, ctx.userId))) throw forbidden('Join this channel to post in it.');
  return channel;
}

export const chatMessagesService = {
  /** Top-level messages, oldest first: the newest page, an older page (`before`) or newer ones (`after`). */
  async history(db: Database, ctx: Ctx, channelId: string, query: ChatHistoryQuery) {
    const { after, before, limit } = chatHistoryQuerySchema.parse(query);
    return withTenant(db, ctx, async (tx) => {
      await visibleChannel(tx, channelId);
      const topLevel = and(eq(chatMessages.channelId, channelId), isNull(chatMessages.threadRootId));
      let rows: MessageRow[];
      if (after !== undefined) {
        rows = await selectMessages(
          tx,
          and(topLevel, gt(chatMessages.seq, after)),
          asc(chatMessages.seq),
          limit + 1,
        );
        const hasMore = rows.length > limit;
        return { messages: await withAttachments(tx, rows.slice(0, limit)), hasMore };
      }
      const older = before === undefined ? topLevel : and(topLevel, lt(chatMessages.seq, before));
      rows = await selectMessages(tx, older, desc(chatMessages.seq), limit + 1);
      const hasMore = rows.length > limit;
      return { messages: await withAttachments(tx, rows.slice(0, limit).reverse()), hasMore };
    });
  },

  async thread(db: Database, ctx: Ctx, messageId: string) {
    return withTenant(db, ctx, async (tx) => {
      const root = await loadMessage(tx, messageId);
      if (root.threadRootId) throw notFound(MESSAGE_NOT_FOUND);
      const rows = await selectMessages(
        tx,
        eq(chatMessages.threadRootId, messageId),
        asc(chatMessages.seq),
        1000,
      );
      return { root, replies: await withAttachments(tx, rows) };
    });
  },

  /**
   * Posts under the channel row's lock (the next number), notifies mentioned members through the
   * bell, and tells every member's tabs, all in one transaction. A repeated clientMsgId returns the
   * message already stored (created false) instead of posting twice.
   */
  async post(
    db: Database,
    ctx: Ctx,
    channelId: string,
    input: PostChatMessageRequest,
  ): Promise<{ message: ChatMessage; created: boolean }> {
    const parsed = postChatMessageRequestSchema.parse(input);
    return withTenant(db, ctx, async (tx) => {
      const channel = await requirePostable(tx, ctx, channelId);
      if (parsed.clientMsgId) {
        const [existing] = await tx
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.channelId, channelId),
              eq(chatMessages.authorId, ctx.userId),
              eq(chatMessages.clientMsgId, parsed.clientMsgId),
            ),
          );
        if (existing) return { message: await loadMessage(tx, existing.id), created: false };
      }
      if (parsed.threadRootId) {
        const [root] = await tx
          .select({ threadRootId: chatMessages.threadRootId, deletedAt: chatMessages.deletedAt })
          .from(chatMessages)
          .where(and(eq(chatMessages.id, parsed.threadRootId), eq(chatMessages.channelId, channelId)));
        if (!root) throw notFound('Thread not found');
        if (root.threadRootId)
          throw new AppError('bad_request', 'Replies go to the first message of a thread.');
        if (root.deletedAt) throw new AppError('bad_request', 'This message was deleted.');
      }
      const now = new Date();
      const [counter] = await tx
        .update(chatChannels)
        .set({ lastSeq: sql`${chatChannels.lastSeq} + 1`, lastMessageAt: now })
        .where(eq(chatChannels.id, channelId))
        .returning({ seq: chatChannels.lastSeq });
      if (!counter) throw notFound('Channel not found');
      const members = await memberIds(tx, channelId);
      const memberSet = new Set(members);
      const mentionIds = chatMentionIds(parsed.text).filter((id) => memberSet.has(id));
      const id = crypto.randomUUID();
      await tx.insert(chatMessages).values({
        id,
        companyId: ctx.companyId,
        channelId,
        seq: counter.seq,
        threadRootId: parsed.threadRootId ?? null,
        authorId: ctx.userId,
        body: parsed.text,
        mentionIds,
        clientMsgId: parsed.clientMsgId ?? null,
        createdAt: now,
      });
      if (parsed.threadRootId) {
        await tx
          .update(chatMessages)
          .set({ replyCount: sql`${chatMessages.replyCount} + 1`, lastReplyAt: now })
          .where(eq(chatMessages.id, parsed.threadRootId));
      }
      if (parsed.attachmentIds.length > 0) {
        const attached = await tx
          .update(chatAttachments)
          .set({ messageId: id })
          .where(
            and(
              inArray(chatAttachments.id, parsed.attachmentIds),
              eq(chatAttachments.channelId, channelId),
              eq(chatAttachments.uploadedBy, ctx.userId),
              isNull(chatAttachments.messageId),
            ),
          )
          .returning({ id: chatAttachments.id });
        if (attached.length !== new Set(parsed.attachmentIds).size) throw notFound('File not found');
      }
      // The author has read what they wrote.
      await tx
        .update(chatMembers)
        .set({ lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${counter.seq})` })
        .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, ctx.userId)));
      const message = await loadMessage(tx, id);
      const notified = mentionIds.filter((userId) => userId !== ctx.userId);
      if (notified.length > 0) {
        const author = message.author?.name ?? CHAT_COPY.you;
        const title =
          channel.kind === 'direct'
            ? CHAT_COPY.directMentionNotificationTitle(author)
            : CHAT_COPY.mentionNotificationTitle(author, `#${channel.name}`);
        await tx.insert(notifications).values(
          notified.map((userId) => ({
            companyId: ctx.companyId,
            userId,
            type: 'chat_mention',
            title,
            message: parsed.text.slice(0, MENTION_EXCERPT_LENGTH),
            relatedId: channelId,
          })),
        );
      }
      await notifyChatMembers(tx, ctx.companyId, members, {
        channelId,
        op: 'message',
        messageId: id,
        seq: counter.seq,
        threadRootId: parsed.threadRootId ?? null,
      });
      return { message, created: true };
    });
  },

  async edit(db: Database, ctx: Ctx, messageId: string, text: string) {
    return withTenant(db, ctx, async (tx) => {
      const current = await ownMessage(tx, ctx, messageId);
      const members = await memberIds(tx, current.channelId);
      const memberSet = new Set(members);
      await tx
        .update(chatMessages)
        .set({
          body: text,
          mentionIds: chatMentionIds(text).filter((id) => memberSet.has(id)),
          editedAt: new Date(),
        })
        .where(eq(chatMessages.id, messageId));
      await notifyChatMembers(tx, ctx.companyId, members, {
        channelId: current.channelId,
        op: 'edit',
        messageId,
        threadRootId: current.threadRootId,
      });
      return loadMessage(tx, messageId);
    });
  },

  /** Soft delete: the row stays (numbering, thread counts); its text and files are gone. */
  async remove(db: Database, ctx: Ctx, messageId: string) {
    return withTenant(db, ctx, async (tx) => {
      const current = await ownMessage(tx, ctx, messageId);
      await tx
        .update(chatMessages)
        .set({ body: '', mentionIds: [], deletedAt: new Date() })
        .where(eq(chatMessages.id, messageId));
      const files = await tx
        .delete(chatAttachments)
        .where(eq(chatAttachments.messageId, messageId))
        .returning({ storageKey: chatAttachments.storageKey });
      await notifyChatMembers(tx, ctx.companyId, await memberIds(tx, current.channelId), {
        channelId: current.channelId,
        op: 'delete',
        messageId,
        threadRootId: current.threadRootId,
      });
      return { storageKeys: files.map((file) => file.storageKey) };
    });
  },
};

/** A message the user may change: theirs, not deleted, in a channel they still belong to. */
async function ownMessage(tx: Transaction, ctx: Ctx, messageId: string) {
  const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!row || row.deletedAt) throw notFound(MESSAGE_NOT_FOUND);
  if (row.authorId !== ctx.userId) throw forbidden('You can only change your own messages.');
  if (!(await isMember(tx, row.channelId, ctx.userId))) throw forbidden('You are no longer in this channel.');
  return row;
}
