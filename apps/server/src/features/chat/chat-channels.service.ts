import crypto from 'node:crypto';
import type { ChatChannel, ChatPerson, CreateChatChannelRequest } from '@northdesk/shared';
import { CHAT_COPY, createChatChannelRequestSchema } from '@northdesk/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { chatChannels, chatMembers, profiles } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { notifyChatMembers } from './chat-fanout.ts';
import { type ChannelRow, toChatChannel, toChatPerson } from './chat-mapping.ts';

type Ctx = Required<TenantContext>;
export const CHANNEL_NOT_FOUND = 'Channel not found';

/**
 * The channels a user sees: those they belong to, and public ones (isMember false) they may join.
 * Unread and mention counts are worked out from the member's read marker over the (channel, seq)
 * index, never stored, so they cannot drift. Own and deleted messages never count as unread.
 */
function channelsQuery(ctx: Ctx, where: ReturnType<typeof sql>) {
  return sql`
    select c.id, c.kind, c.name, c.topic, c.last_seq, c.last_message_at,
      (m.user_id is not null) as is_member, m.last_read_seq,
      (select count(*) from chat_members mc where mc.channel_id = c.id) as member_count,
      case when m.user_id is null then 0 else (
        select count(*) from chat_messages x
        where x.channel_id = c.id and x.seq > m.last_read_seq and x.thread_root_id is null
          and x.deleted_at is null and x.author_id is distinct from ${ctx.userId}
      ) end as unread_count,
      case when m.user_id is null then 0 else (
        select count(*) from chat_messages x
        where x.channel_id = c.id and x.seq > m.last_read_seq and x.deleted_at is null
          and ${ctx.userId} = any(x.mention_ids) and x.author_id is distinct from ${ctx.userId}
      ) end as mention_count,
      d.user_id as direct_user_id, coalesce(nullif(btrim(p.full_name), ''), p.email) as direct_name
    from chat_channels c
    left join chat_members m on m.channel_id = c.id and m.user_id = ${ctx.userId}
    left join lateral (
      select o.user_id from chat_members o where o.channel_id = c.id
      order by (o.user_id = ${ctx.userId}), o.user_id limit 1
    ) d on c.kind = 'direct'
    left join profiles p on p.id = d.user_id
    where c.archived_at is null and (m.user_id is not null or c.kind = 'public') and ${where}
    order by c.kind = 'direct', lower(coalesce(c.name, p.full_name, p.email, '')), c.id`;
}

export async function loadChannel(tx: Transaction, ctx: Ctx, channelId: string): Promise<ChatChannel> {
  const [row] = await queryRows<ChannelRow>(tx, channelsQuery(ctx, sql`c.id = ${channelId}`));
  if (!row) throw notFound(CHANNEL_NOT_FOUND);
  return toChatChannel(row);
}

/** The channel if the user may see it (member, or a public one); 404 otherwise, as for a foreign id. */
export async function visibleChannel(tx: Transaction, channelId: string) {
  const [channel] = await tx.select().from(chatChannels).where(eq(chatChannels.id, channelId));
  if (!channel || channel.archivedAt) throw notFound(CHANNEL_NOT_FOUND);
  return channel;
}

export async function isMember(tx: Transaction, channelId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
  return Boolean(row);
}

export async function memberIds(tx: Transaction, channelId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.channelId, channelId));
  return rows.map((row) => row.userId);
}

/** Which of these ids are people of the tenant. */
export async function tenantPeople(tx: Transaction, ctx: Ctx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, ctx.companyId), inArray(profiles.id, [...ids])));
  return rows.map((row) => row.id);
}

async function addMembers(
  tx: Transaction,
  ctx: Ctx,
  channelId: string,
  userIds: readonly string[],
  readUpTo: number,
) {
  if (userIds.length === 0) return;
  await tx
    .insert(chatMembers)
    .values(userIds.map((userId) => ({ companyId: ctx.companyId, channelId, userId, lastReadSeq: readUpTo })))
    .onConflictDoNothing();
}

export const chatChannelsService = {
  async list(db: Database, ctx: Ctx) {
    return withTenant(db, ctx, async (tx) => {
      const rows = (await queryRows<ChannelRow>(tx, channelsQuery(ctx, sql`true`))).map(toChatChannel);
      return { channels: rows.filter((c) => c.isMember), joinable: rows.filter((c) => !c.isMember) };
    });
  },

  async get(db: Database, ctx: Ctx, channelId: string) {
    return withTenant(db, ctx, (tx) => loadChannel(tx, ctx, channelId));
  },

  async people(db: Database, ctx: Ctx): Promise<ChatPerson[]> {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .select({
          id: profiles.id,
          fullName: profiles.fullName,
          email: profiles.email,
          avatarUrl: profiles.avatarUrl,
        })
        .from(profiles)
        .where(eq(profiles.companyId, ctx.companyId))
        .orderBy(asc(profiles.fullName), asc(profiles.id));
      return rows.map(toChatPerson);
    });
  },

  async create(db: Database, ctx: Ctx, input: CreateChatChannelRequest) {
    const parsed = createChatChannelRequestSchema.parse(input);
    try {
      return await withTenant(db, ctx, async (tx) => {
        const id = crypto.randomUUID();
        // No RETURNING: a private channel is readable only once its members exist.
        await tx.insert(chatChannels).values({
          id,
          companyId: ctx.companyId,
          kind: parsed.kind,
          name: parsed.name,
          topic: parsed.topic,
          createdBy: ctx.userId,
        });
        const others = await tenantPeople(tx, ctx, parsed.memberIds);
        await addMembers(tx, ctx, id, [...new Set([ctx.userId, ...others])], 0);
        const members = await memberIds(tx, id);
        await notifyChatMembers(tx, ctx.companyId, members, { channelId: id, op: 'channel' });
        return loadChannel(tx, ctx, id);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'chat_channels_tenant_name_key')) {
        throw new AppError('conflict', CHAT_COPY.channelNameTaken, { name: CHAT_COPY.channelNameTaken });
      }
      throw error;
    }
  },

  /** The direct message with a colleague (or oneself), made on first use; two people share one. */
  async openDirect(db: Database, ctx: Ctx, otherUserId: string) {
    return withTenant(db, ctx, async (tx) => {
      if ((await tenantPeople(tx, ctx, [otherUserId])).length === 0) throw notFound('Person not found');
      const pair = [...new Set([ctx.userId, otherUserId])].sort();
      const directKey = pair.join(' ');
      await tx
        .insert(chatChannels)
        .values({ companyId: ctx.companyId, kind: 'direct', directKey, createdBy: ctx.userId })
        .onConflictDoNothing({
          target: [chatChannels.companyId, chatChannels.directKey],
          where: sql`direct_key IS NOT NULL`,
        });
      const [channel] = await queryRows<{ id: string }>(
        tx,
        sql`select id from chat_channels where company_id = ${ctx.companyId} and direct_key = ${directKey}`,
      );
      if (!channel) throw conflict('The conversation could not be opened. Please try again.');
      await addMembers(tx, ctx, channel.id, pair, 0);
      return loadChannel(tx, ctx, channel.id);
    });
  },

  /** Joins a public channel; what was said before counts as read (no wall of phantom unreads). */
  async join(db: Database, ctx: Ctx, channelId: string) {
    return withTenant(db, ctx, async (tx) => {
      const channel = await visibleChannel(tx, channelId);
      if (channel.kind !== 'public') throw notFound(CHANNEL_NOT_FOUND);
      await addMembers(tx, ctx, channelId, [ctx.userId], channel.lastSeq);
      await notifyChatMembers(tx, ctx.companyId, [ctx.userId], { channelId, op: 'channel' });
      return loadChannel(tx, ctx, channelId);
    });
  },

  async leave(db: Database, ctx: Ctx, channelId: string) {
    return withTenant(db, ctx, async (tx) => {
      const channel = await visibleChannel(tx, channelId);
      if (!(await isMember(tx, channelId, ctx.userId))) throw notFound(CHANNEL_NOT_FOUND);
      if (channel.kind === 'direct') {
        throw new AppError('bad_request', 'A direct message cannot be left.');
      }
      await tx
        .delete(chatMembers)
        .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, ctx.userId)));
      await notifyChatMembers(tx, ctx.companyId, [ctx.userId], { channelId, op: 'channel' });
    });
  },

  /** A member adds colleagues; invited people start with the history read. */
  async addPeople(db: Database, ctx: Ctx, channelId: string, userIds: readonly string[]) {
    return withTenant(db, ctx, async (tx) => {
      const channel = await visibleChannel(tx, channelId);
      if (!(await isMember(tx, channelId, ctx.userId))) throw notFound(CHANNEL_NOT_FOUND);
      if (channel.kind === 'direct') {
        throw new AppError('bad_request', 'People cannot be added to a direct message.');
      }
      const people = await tenantPeople(tx, ctx, userIds);
      if (people.length !== new Set(userIds).size) throw notFound('Person not found');
      await addMembers(tx, ctx, channelId, people, channel.lastSeq);
      await notifyChatMembers(tx, ctx.companyId, people, { channelId, op: 'channel' });
      return loadChannel(tx, ctx, channelId);
    });
  },

  /** Moves the read marker forward only (an older tab cannot un-read), never past the last message. */
  async markRead(db: Database, ctx: Ctx, channelId: string, seq: number) {
    return withTenant(db, ctx, async (tx) => {
      const [row] = await queryRows<{ last_read_seq: number | string }>(
        tx,
        sql`update chat_members m set last_read_seq = greatest(m.last_read_seq, least(${seq}::bigint, c.last_seq))
            from chat_channels c
            where c.id = m.channel_id and m.channel_id = ${channelId} and m.user_id = ${ctx.userId}
            returning m.last_read_seq`,
      );
      if (!row) throw notFound(CHANNEL_NOT_FOUND);
      await notifyChatMembers(tx, ctx.companyId, [ctx.userId], { channelId, op: 'read' });
      return { lastReadSeq: Number(row.last_read_seq) };
    });
  },
};
