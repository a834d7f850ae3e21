import type { ChatAttachment, ChatChannel, ChatMessage, ChatPerson } from '@northdesk/shared';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A channel row as the listing query returns it (snake case, counts as strings on node-postgres). */
export type ChannelRow = {
  id: string;
  kind: ChatChannel['kind'];
  name: string | null;
  topic: string;
  direct_user_id: string | null;
  direct_name: string | null;
  is_member: boolean;
  member_count: number | string;
  last_seq: number | string;
  last_read_seq: number | string | null;
  unread_count: number | string;
  mention_count: number | string;
  last_message_at: Date | string | null;
};

export function toChatChannel(row: ChannelRow): ChatChannel {
  return {
    id: row.id,
    kind: row.kind,
    name: row.kind === 'direct' ? (row.direct_name ?? '') : (row.name ?? ''),
    topic: row.topic,
    directUserId: row.direct_user_id,
    isMember: row.is_member,
    memberCount: Number(row.member_count),
    lastSeq: Number(row.last_seq),
    lastReadSeq: Number(row.last_read_seq ?? 0),
    unreadCount: Number(row.unread_count),
    mentionCount: Number(row.mention_count),
    lastMessageAt: iso(row.last_message_at),
  };
}

export type MessageRow = {
  id: string;
  channelId: string;
  seq: number;
  threadRootId: string | null;
  authorId: string | null;
  authorName: string | null;
  authorEmail: string | null;
  authorAvatarUrl: string | null;
  body: string;
  mentionIds: string[];
  replyCount: number;
  lastReplyAt: Date | null;
  editedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
};

export function toChatPerson(row: {
  id: string;
  fullName: string | null;
  email: string | null;
  avatarUrl: string | null;
}): ChatPerson {
  return { id: row.id, name: row.fullName?.trim() || row.email || 'Unknown user', avatarUrl: row.avatarUrl };
}

export function toChatMessage(row: MessageRow, attachments: ChatAttachment[]): ChatMessage {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    channelId: row.channelId,
    seq: Number(row.seq),
    threadRootId: row.threadRootId,
    author: row.authorId
      ? toChatPerson({
          id: row.authorId,
          fullName: row.authorName,
          email: row.authorEmail,
          avatarUrl: row.authorAvatarUrl,
        })
      : null,
    text: deleted ? '' : row.body,
    mentionIds: deleted ? [] : row.mentionIds,
    replyCount: row.replyCount,
    lastReplyAt: iso(row.lastReplyAt),
    editedAt: iso(row.editedAt),
    isDeleted: deleted,
    createdAt: new Date(row.createdAt).toISOString(),
    attachments: deleted ? [] : attachments,
  };
}

export const chatAttachmentUrl = (id: string) => `/api/chat/attachments/${id}`;
