import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { companies } from './tenancy.ts';

/**
 * The built-in chat (docs/product/chat.md): public and private channels and direct messages.
 * `last_seq` is the channel's message counter: a post takes the next number under the channel row's
 * lock, so within a channel numbers follow commit order and "newer than N" never skips a message.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Null for a direct message. */
    name: text('name'),
    topic: text('topic').notNull().default(''),
    /** The two user ids of a direct message, sorted and joined: one DM per pair. */
    directKey: text('direct_key'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_channels_tenant_id_key').on(t.companyId, t.id),
    uniqueIndex('chat_channels_tenant_name_key')
      .on(t.companyId, sql`lower(name)`)
      .where(sql`name IS NOT NULL`),
    uniqueIndex('chat_channels_tenant_direct_key')
      .on(t.companyId, t.directKey)
      .where(sql`direct_key IS NOT NULL`),
    check('chat_channels_kind_check', sql`kind IN ('public', 'private', 'direct')`),
    check(
      'chat_channels_name_check',
      sql`(kind = 'direct' AND name IS NULL AND direct_key IS NOT NULL) OR (kind <> 'direct' AND length(btrim(name)) > 0 AND direct_key IS NULL)`,
    ),
  ],
);

/** Who belongs to a channel, and how far they have read (a message number, not a stored count). */
export const chatMembers = pgTable(
  'chat_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    foreignKey({
      columns: [t.companyId, t.channelId],
      foreignColumns: [chatChannels.companyId, chatChannels.id],
      name: 'chat_members_channel_fk',
    }).onDelete('cascade'),
    index('chat_members_user_idx').on(t.companyId, t.userId),
  ],
);

/**
 * A message, top-level or (thread_root_id set) a reply one level deep. Deleting keeps the row with
 * `deleted_at` and an empty body, so numbering and thread counts stay whole.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    threadRootId: uuid('thread_root_id'),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentionIds: text('mention_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Set by the sender's browser so a retried post is stored once. */
    clientMsgId: uuid('client_msg_id'),
    replyCount: integer('reply_count').notNull().default(0),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_messages_tenant_id_key').on(t.companyId, t.id),
    unique('chat_messages_channel_seq_key').on(t.channelId, t.seq),
    uniqueIndex('chat_messages_client_msg_key')
      .on(t.channelId, t.authorId, t.clientMsgId)
      .where(sql`client_msg_id IS NOT NULL`),
    index('chat_messages_thread_idx').on(t.threadRootId, t.seq).where(sql`thread_root_id IS NOT NULL`),
    foreignKey({
      columns: [t.companyId, t.channelId],
      foreignColumns: [chatChannels.companyId, chatChannels.id],
      name: 'chat_messages_channel_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.threadRootId],
      foreignColumns: [t.companyId, t.id],
      name: 'chat_messages_thread_root_fk',
    }),
  ],
);

/** A file sent with a message, kept through the storage interface under a UUID key. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').notNull(),
    messageId: uuid('message_id'),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_attachments_message_idx').on(t.messageId),
    foreignKey({
      columns: [t.companyId, t.channelId],
      foreignColumns: [chatChannels.companyId, chatChannels.id],
      name: 'chat_attachments_channel_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.messageId],
      foreignColumns: [chatMessages.companyId, chatMessages.id],
      name: 'chat_attachments_message_fk',
    }).onDelete('cascade'),
  ],
);
