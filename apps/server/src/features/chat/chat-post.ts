import crypto from 'node:crypto';
import type { ChatAttachment, ChatMessage, PostChatMessageRequest } from '@northdesk/shared';
import { CHAT_COPY, chatMentionIds, postChatMessageRequestSchema } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TenantContext } from '../../db/tenant.ts';
import type { DatabaseHandle } from '../../db/types.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { REALTIME_CHANNEL } from '../realtime/realtime-hub.ts';
import { CHANNEL_NOT_FOUND } from './chat-channels.service.ts';
import { chatAttachmentUrl, toChatMessage } from './chat-mapping.ts';

type Ctx = Required<TenantContext>;
const MENTION_EXCERPT_LENGTH = 200;
/** Where chat_post_message puts the author's name and the channel's in the bell's title. */
const AUTHOR_MARK = '\u0001';
const CHANNEL_MARK = '\u0002';

/** chat_post_message's refusals (migration 0066) as our answers. */
const REFUSALS: Record<string, () => AppError> = {
  channel_not_found: () => notFound(CHANNEL_NOT_FOUND),
  not_member: () => forbidden('Join this channel to post in it.'),
  thread_not_found: () => notFound('Thread not found'),
  not_thread_root: () => new AppError('bad_request', 'Replies go to the first message of a thread.'),
  thread_root_deleted: () => new AppError('bad_request', 'This message was deleted.'),
  file_not_found: () => notFound('File not found'),
};

/** The refusal a chat_post_message error carries, if it is one. */
export function chatPostRefusal(error: unknown): AppError | null {
  const message = error instanceof Error ? error.message : '';
  const match = /chat_post:([a-z_]+)/.exec(message);
  const refusal = match?.[1] ? REFUSALS[match[1]] : undefined;
  return refusal ? refusal() : null;
}

/** One row of chat_post_message; node-postgres and PGlite differ in how they hand back numbers. */
const postRowSchema = z.object({
  post_created: z.boolean(),
  post_id: z.string(),
  post_seq: z.union([z.string(), z.number(), z.bigint()]).nullable(),
  post_created_at: z.union([z.string(), z.date()]).nullable(),
  post_mention_ids: z.array(z.string()).nullable(),
  author_name: z.string().nullable(),
  author_email: z.string().nullable(),
  author_avatar_url: z.string().nullable(),
  post_attachments: z
    .array(z.object({ id: z.string(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number() }))
    .nullable(),
});

export type PostOutcome = { created: false; id: string } | { created: true; message: ChatMessage };

/**
 * A post: one round trip (writeAsTenant → chat_post_message, migration 0066), which checks the
 * channel, membership, thread and files, numbers and stores the message, moves the author's read
 * marker, rings the mentioned members' bells and NOTIFYs every member, all in one transaction.
 * A repeated clientMsgId answers `created: false` with the stored message's id.
 */
export async function postChatMessage(
  database: Pick<DatabaseHandle, 'writeAsTenant'>,
  ctx: Ctx,
  channelId: string,
  input: PostChatMessageRequest,
): Promise<PostOutcome> {
  const parsed = postChatMessageRequestSchema.parse(input);
  const id = crypto.randomUUID();
  const threadRootId = parsed.threadRootId ?? null;
  let rows: unknown[];
  try {
    rows = await database.writeAsTenant(
      ctx,
      sql`select * from chat_post_message(${id}::uuid, ${channelId}::uuid, ${threadRootId}::uuid,
        ${parsed.text}, ${JSON.stringify(chatMentionIds(parsed.text))}::jsonb, ${parsed.clientMsgId ?? null}::uuid,
        ${JSON.stringify(parsed.attachmentIds)}::jsonb,
        ${CHAT_COPY.mentionNotificationTitle(AUTHOR_MARK, CHANNEL_MARK)},
        ${CHAT_COPY.directMentionNotificationTitle(AUTHOR_MARK)}, ${MENTION_EXCERPT_LENGTH}::integer,
        ${REALTIME_CHANNEL})`,
    );
  } catch (error) {
    throw chatPostRefusal(error) ?? error;
  }
  const row = postRowSchema.parse(rows[0]);
  if (!row.post_created) return { created: false, id: row.post_id };
  const attachments: ChatAttachment[] = (row.post_attachments ?? []).map((file) => ({
    ...file,
    url: chatAttachmentUrl(file.id),
  }));
  const message = toChatMessage(
    {
      id,
      channelId,
      seq: Number(row.post_seq),
      threadRootId,
      authorId: ctx.userId,
      authorName: row.author_name,
      authorEmail: row.author_email,
      authorAvatarUrl: row.author_avatar_url,
      body: parsed.text,
      mentionIds: row.post_mention_ids ?? [],
      replyCount: 0,
      lastReplyAt: null,
      editedAt: null,
      deletedAt: null,
      createdAt: new Date(row.post_created_at ?? Date.now()),
    },
    attachments,
  );
  return { created: true, message };
}
