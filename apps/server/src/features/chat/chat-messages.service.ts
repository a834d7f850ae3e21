import type { ChatAttachment, ChatHistoryQuery, ChatMessage } from '@northdesk/shared';
import { chatHistoryQuerySchema, chatMentionIds } from '@northdesk/shared';
import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { chatAttachments, chatMessages, profiles } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isMember, memberIds, visibleChannel } from './chat-channels.service.ts';
import { notifyChatMembers } from './chat-fanout.ts';
import { chatAttachmentUrl, type MessageRow, toChatMessage } from './chat-mapping.ts';

type Ctx = Required<TenantContext>;
const MESSAGE_NOT_FOUND = 'Message not found';

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

  /** One message as the API shows it (a repeated post answers with the stored one). */
  async one(db: Database, ctx: Ctx, messageId: string): Promise<ChatMessage> {
    return withTenant(db, ctx, (tx) => loadMessage(tx, messageId));
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
