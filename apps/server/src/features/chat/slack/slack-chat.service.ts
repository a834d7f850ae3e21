import { CHAT_COPY, type SlackChannelItem, type SlackMessageItem } from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { slackChannelAccess, slackUserMappings } from '../../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../../db/tenant.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { confirmSlackAccess, NO_ACCESS_ERRORS, revokeSlackAccess, slackAccessRows } from './slack-access.ts';
import {
  RECONNECT_ERRORS,
  SlackApiError,
  type SlackChannel,
  type SlackMessage,
  type SlackUser,
  slackNameOf,
} from './slack-client.ts';
import { slackClientOf, withSlackToken } from './slack-connection.service.ts';
import { forgetChannelRead, rememberChannelPrivacy, sharedRead } from './slack-shared-read.ts';

/*
 * The Slack side of the chat window (ChatProvider's list, history, post; Slack keeps its own read
 * markers): Slack's refusals become the spec's catalogue (shell.md §8), and Slack is asked as
 * little as possible: channel lists are kept 5 minutes per person (the spec's channel cache),
 * people 10 minutes per workspace, and a channel's newest messages 3 s per node, so any number of
 * open windows polling us costs Slack at most one history call per channel per 3 s per node; the
 * tenant's poller (slack-poll.job.ts) is what watches for new messages.
 */

type Ctx = Required<TenantContext>;
type Deps = Pick<AppDeps, 'config' | 'database' | 'realtime'>;

const CHANNELS_TTL_MS = 5 * 60_000;
const USERS_TTL_MS = 10 * 60_000;
const channelCache = new Map<string, { at: number; channels: SlackChannelItem[] }>();
const userCache = new Map<string, { at: number; users: Map<string, SlackUser> }>();

/** Slack's error → our answer, in the spec's words. */
export function slackErrorToApp(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = error instanceof SlackApiError ? error.code : 'connection_error';
  if (RECONNECT_ERRORS.has(code))
    return new AppError('conflict', CHAT_COPY.expired, { slack: code, needsReconnection: 'true' });
  if (code === 'missing_scope')
    return new AppError('forbidden', CHAT_COPY.missingScopes, {
      slack: code,
      needed: error instanceof SlackApiError ? (error.needed ?? '') : '',
    });
  if (code === 'channel_not_found')
    return new AppError('not_found', CHAT_COPY.channelNotFound, { slack: code });
  if (code === 'not_in_channel') return new AppError('forbidden', CHAT_COPY.notInChannel, { slack: code });
  if (code === 'ratelimited') return new AppError('rate_limited', CHAT_COPY.connectionError, { slack: code });
  return new AppError('service_unavailable', CHAT_COPY.connectionError, { slack: code });
}

const channelItem = (c: SlackChannel): SlackChannelItem => ({
  id: c.id,
  name: c.name ?? c.id,
  isChannel: Boolean(c.is_channel),
  isGroup: Boolean(c.is_group),
  isIm: Boolean(c.is_im),
  isArchived: Boolean(c.is_archived),
  isPrivate: Boolean(c.is_private),
});

/** The spec's filter: text, type message, no subtype containing channel_. */
const shown = (m: SlackMessage) =>
  Boolean(m.text) && m.type === 'message' && !m.subtype?.includes('channel_');

function messageItem(m: SlackMessage, users: Map<string, SlackUser>): SlackMessageItem {
  const author = m.user ? users.get(m.user) : undefined;
  const name = m.user ? slackNameOf(author) : (m.username ?? 'Slack');
  return {
    id: m.ts,
    ts: m.ts,
    text: m.text ?? '',
    type: m.type,
    subtype: m.subtype ?? null,
    botId: m.bot_id ?? null,
    user: m.user ?? null,
    username: name,
    userProfile: {
      displayName: author?.profile?.display_name || name,
      realName: author?.profile?.real_name || author?.real_name || name,
      image48: author?.profile?.image_48 ?? null,
      image32: author?.profile?.image_32 ?? null,
    },
  };
}

async function usersOf(deps: Deps, token: string, teamKey: string) {
  const cached = userCache.get(teamKey);
  if (cached && Date.now() - cached.at < USERS_TTL_MS) return cached.users;
  const list = await slackClientOf(deps)
    .listUsers(token)
    .catch(() => [] as SlackUser[]);
  const users = new Map(list.map((u) => [u.id, u]));
  userCache.set(teamKey, { at: Date.now(), users });
  return users;
}

/** Notes that this person's window read the channel (the poller serves watched channels). */
async function watch(deps: Deps, ctx: Ctx, channelId: string) {
  await withTenant(deps.database.db, ctx, (tx) =>
    tx
      .update(slackUserMappings)
      .set({
        watchedChannels: sql`${slackUserMappings.watchedChannels} || ${JSON.stringify({ [channelId]: Date.now() })}::jsonb`,
      })
      .where(eq(slackUserMappings.userId, ctx.userId)),
  );
}

/** Which workspace this person's Slack is (cache and rate-limit key), and who they are there. */
async function slackIdentityOf(deps: Deps, ctx: Ctx): Promise<{ teamId: string; slackUserId: string }> {
  const [mapping] = await withTenant(deps.database.db, ctx, (tx) =>
    tx
      .select({ teamId: slackUserMappings.teamId, slackUserId: slackUserMappings.slackUserId })
      .from(slackUserMappings)
      .where(eq(slackUserMappings.userId, ctx.userId)),
  );
  return { teamId: mapping?.teamId ?? '', slackUserId: mapping?.slackUserId ?? '' };
}
const teamIdOf = async (deps: Deps, ctx: Ctx) => (await slackIdentityOf(deps, ctx)).teamId;

/** Channels Slack has since refused me (slack-access.ts), with when it did. */
async function revokedChannels(deps: Deps, ctx: Ctx): Promise<Map<string, number>> {
  const rows = await withTenant(deps.database.db, ctx, (tx) =>
    tx
      .select({ channelId: slackChannelAccess.channelId, checkedAt: slackChannelAccess.checkedAt })
      .from(slackChannelAccess)
      .where(and(eq(slackChannelAccess.userId, ctx.userId), eq(slackChannelAccess.allowed, false))),
  );
  return new Map(rows.map((row) => [row.channelId, row.checkedAt.getTime()]));
}

/** The error for a channel Slack let me read before and refuses now: the window says it is gone. */
const accessRevoked = (code: string) =>
  new AppError('not_found', CHAT_COPY.slackAccessRevokedGeneric, { slack: code, access: 'revoked' });

/** Slack's messages as the window shows them (the spec's filter, oldest first, authors named). */
export async function slackMessageItems(
  deps: Deps,
  token: string,
  teamKey: string,
  messages: SlackMessage[],
): Promise<SlackMessageItem[]> {
  const users = await usersOf(deps, token, teamKey);
  return messages
    .filter(shown)
    .sort((a, b) => Number(a.ts) - Number(b.ts))
    .map((m) => messageItem(m, users));
}

export const slackChatService = {
  async channels(deps: Deps, ctx: Ctx, options: { fresh?: boolean } = {}): Promise<SlackChannelItem[]> {
    const key = `${ctx.companyId}:${ctx.userId}`;
    const cached = channelCache.get(key);
    const revoked = await revokedChannels(deps, ctx);
    if (!options.fresh && cached && Date.now() - cached.at < CHANNELS_TTL_MS)
      // A removal seen (on any node) since the list was read takes the channel off it.
      return cached.channels.filter((c) => (revoked.get(c.id) ?? 0) < cached.at);
    try {
      const list = await withSlackToken(deps, ctx, (token) => slackClientOf(deps).listChannels(token));
      // Only channels that are not archived and not direct messages (spec §5).
      const channels = list
        .filter((c) => !c.is_archived && !c.is_im && !c.is_mpim)
        .map(channelItem)
        .sort((a, b) => a.name.localeCompare(b.name));
      channelCache.set(key, { at: Date.now(), channels });
      const teamId = await teamIdOf(deps, ctx);
      rememberChannelPrivacy(`${ctx.companyId}:${teamId}`, channels);
      // Slack lists a private channel only to its members: one I was removed from and am back in.
      for (const channel of channels)
        if (channel.isPrivate && revoked.has(channel.id))
          await confirmSlackAccess(
            deps,
            { companyId: ctx.companyId, teamId, channelId: channel.id },
            [ctx.userId],
            true,
          );
      return channels;
    } catch (error) {
      throw slackErrorToApp(error);
    }
  },

  /**
   * 50 newest at first; with `oldest`, only newer ones (up to 10, the spec's poll). Oldest first.
   * Windows on this node share one read of a channel (in flight or under 3 s old), and a 429's
   * Retry-After is honoured for the whole workspace: until it passes, Slack is not asked again
   * from this node (the last read answers if there is one).
   */
  async history(
    deps: Deps,
    ctx: Ctx,
    channelId: string,
    oldest?: string,
  ): Promise<{ messages: SlackMessageItem[]; hasMore: boolean }> {
    const { teamId, slackUserId } = await slackIdentityOf(deps, ctx);
    const teamKey = `${ctx.companyId}:${teamId}`;
    const where = { companyId: ctx.companyId, teamId, channelId };
    try {
      const { read, users } = await withSlackToken(deps, ctx, async (token) => ({
        read: await sharedRead(
          deps,
          token,
          { teamKey, companyId: ctx.companyId, teamId, userId: ctx.userId, slackUserId },
          channelId,
          oldest,
        ),
        users: await usersOf(deps, token, teamKey),
      }));
      // Slack just let me read it (my own read, or a member list naming me): the poller may deliver to me.
      if (read.confirmed) await confirmSlackAccess(deps, where, [ctx.userId], read.restricted);
      await watch(deps, ctx, channelId);
      return {
        messages: read.messages
          .filter((m) => !oldest || Number(m.ts) > Number(oldest))
          .filter(shown)
          .sort((a, b) => Number(a.ts) - Number(b.ts))
          .map((m) => messageItem(m, users)),
        hasMore: read.hasMore,
      };
    } catch (error) {
      if (error instanceof SlackApiError && NO_ACCESS_ERRORS.has(error.code)) {
        // A channel Slack let me read before: I was removed. Stop serving me and say so.
        const mine = (await slackAccessRows(deps, where)).get(ctx.userId);
        if (mine?.restricted) {
          if (mine.allowed) await revokeSlackAccess(deps, where, [ctx.userId]);
          throw accessRevoked(error.code);
        }
      }
      throw slackErrorToApp(error);
    }
  },

  async post(deps: Deps, ctx: Ctx, channelId: string, text: string): Promise<SlackMessageItem> {
    if (!text.trim()) throw new AppError('bad_request', CHAT_COPY.sendFailed);
    try {
      return await withSlackToken(deps, ctx, async (token) => {
        const answer = await slackClientOf(deps).postMessage(token, channelId, text);
        const mapping = await withTenant(deps.database.db, ctx, (tx) =>
          tx.select().from(slackUserMappings).where(eq(slackUserMappings.userId, ctx.userId)),
        );
        const teamKey = `${ctx.companyId}:${mapping[0]?.teamId ?? ''}`;
        forgetChannelRead(teamKey, channelId);
        const users = await usersOf(deps, token, teamKey);
        return messageItem(
          answer.message ?? { type: 'message', ts: answer.ts, text, user: mapping[0]?.slackUserId ?? '' },
          users,
        );
      });
    } catch (error) {
      throw slackErrorToApp(error);
    }
  },

  /**
   * The window's heartbeat while a Slack channel is open (no Slack call): it keeps a watch that a
   * read of the channel started, never starts one, so the poller's news (messages in the event)
   * only goes to people Slack let read the channel.
   */
  async heartbeat(deps: Deps, ctx: Ctx, channelId: string) {
    await withTenant(deps.database.db, ctx, (tx) =>
      tx
        .update(slackUserMappings)
        .set({
          watchedChannels: sql`${slackUserMappings.watchedChannels} || ${JSON.stringify({ [channelId]: Date.now() })}::jsonb`,
        })
        .where(
          and(
            eq(slackUserMappings.userId, ctx.userId),
            sql`${slackUserMappings.watchedChannels} ? ${channelId}`,
          ),
        ),
    );
  },
};
