import { REALTIME_EVENTS } from '@northdesk/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { slackChannelAccess, slackUserMappings } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { AppDeps } from '../../../deps.ts';
import { SlackApiError, type SlackClient } from './slack-client.ts';
import { withSlackToken } from './slack-connection.service.ts';
import { noteSlackRateLimit } from './slack-rate-limit.ts';

/*
 * Who may still read a membership-restricted Slack channel (a private channel; the window lists no
 * DMs). Slack only tells the person asking, so without this a person removed from a private
 * channel kept receiving its messages through the tenant's poller (which reads with a colleague's
 * token) and through shared reads, until their window closed. Now:
 * - a person's own successful read confirms their access (a row in slack_channel_access);
 * - while people watch the channel, the poller re-asks Slack who is in it (conversations.members,
 *   one call per channel, with a member's token) whenever a confirmation is older than
 *   SLACK_ACCESS_REFRESH_MS, and delivers only to people confirmed within SLACK_ACCESS_TTL_MS;
 * - a removal (from that list, a refused read, or Slack's member_left_channel event) turns the row
 *   off, drops the person's watch and tells their window, which says the channel is gone.
 * So a removed person stops receiving within SLACK_ACCESS_REFRESH_MS plus one poll cycle, and
 * never later than SLACK_ACCESS_TTL_MS after Slack last confirmed them, even if Slack stops
 * answering (no confirmation, no delivery). The rows live in PostgreSQL, so every node gates alike.
 */

/** How old a confirmation may get before the poller asks Slack again (while people watch). */
export const SLACK_ACCESS_REFRESH_MS = 20_000;
/** A confirmation older than this delivers nothing (the bound when Slack cannot be asked). */
export const SLACK_ACCESS_TTL_MS = 60_000;
/** Slack's answers that mean "this person cannot read this channel". */
export const NO_ACCESS_ERRORS = new Set(['channel_not_found', 'not_in_channel']);
/** Tokens tried for one members check (a refused one is itself a removal). */
const MEMBER_CHECK_TOKENS = 3;

type Deps = Pick<AppDeps, 'config' | 'database'>;
type Where = { companyId: string; teamId: string; channelId: string };
export type SlackAccessRow = { userId: string; restricted: boolean; allowed: boolean; checkedAt: Date };

export const isCurrent = (row: SlackAccessRow | undefined, now = Date.now()) =>
  Boolean(row?.allowed && now - row.checkedAt.getTime() < SLACK_ACCESS_TTL_MS);

/** What Slack last said about each person and this channel. */
export async function slackAccessRows(deps: Pick<AppDeps, 'database'>, where: Where) {
  const rows = await withTenant(deps.database.db, { companyId: where.companyId }, (tx) =>
    tx
      .select({
        userId: slackChannelAccess.userId,
        restricted: slackChannelAccess.restricted,
        allowed: slackChannelAccess.allowed,
        checkedAt: slackChannelAccess.checkedAt,
      })
      .from(slackChannelAccess)
      .where(
        and(eq(slackChannelAccess.teamId, where.teamId), eq(slackChannelAccess.channelId, where.channelId)),
      ),
  );
  return new Map<string, SlackAccessRow>(rows.map((row) => [row.userId, row]));
}

/** Slack just let these people read the channel (their own read, or its member list). */
export async function confirmSlackAccess(
  deps: Pick<AppDeps, 'database'>,
  where: Where,
  userIds: readonly string[],
  restricted: boolean,
): Promise<void> {
  if (userIds.length === 0) return;
  await withTenant(deps.database.db, { companyId: where.companyId }, (tx) =>
    tx
      .insert(slackChannelAccess)
      .values(
        userIds.map((userId) => ({
          companyId: where.companyId,
          userId,
          teamId: where.teamId,
          channelId: where.channelId,
          restricted,
          allowed: true,
        })),
      )
      .onConflictDoUpdate({
        target: [
          slackChannelAccess.companyId,
          slackChannelAccess.teamId,
          slackChannelAccess.channelId,
          slackChannelAccess.userId,
        ],
        set: { restricted, allowed: true, checkedAt: sql`now()` },
      }),
  );
}

/**
 * These people may no longer read the channel: their rows go off, their watch ends (the poller
 * stops serving them, a heartbeat cannot renew it) and their windows are told, on every node.
 */
export async function revokeSlackAccess(
  deps: Pick<AppDeps, 'database' | 'realtime'>,
  where: Where,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await withTenant(deps.database.db, { companyId: where.companyId }, async (tx) => {
    await tx
      .insert(slackChannelAccess)
      .values(
        userIds.map((userId) => ({
          companyId: where.companyId,
          userId,
          teamId: where.teamId,
          channelId: where.channelId,
          restricted: true,
          allowed: false,
        })),
      )
      .onConflictDoUpdate({
        target: [
          slackChannelAccess.companyId,
          slackChannelAccess.teamId,
          slackChannelAccess.channelId,
          slackChannelAccess.userId,
        ],
        set: { restricted: true, allowed: false, checkedAt: sql`now()` },
      });
    await tx
      .update(slackUserMappings)
      .set({ watchedChannels: sql`${slackUserMappings.watchedChannels} - ${where.channelId}::text` })
      .where(inArray(slackUserMappings.userId, [...userIds]));
  });
  await deps.realtime.publish({
    event: REALTIME_EVENTS.chatSlackAccess,
    companyId: where.companyId,
    userIds: [...userIds],
    channelId: where.channelId,
    available: false,
  });
}

/**
 * The watchers the poller may deliver this channel's messages to: everyone for a public channel;
 * for a restricted one (or one nobody has a row for), those Slack confirmed within the TTL, after
 * asking Slack again when a confirmation is older than SLACK_ACCESS_REFRESH_MS. `retryAfter`:
 * Slack answered 429 (the poller waits it out).
 */
export async function deliverableWatchers(
  deps: Deps & Pick<AppDeps, 'realtime'>,
  client: SlackClient,
  where: Where,
  watchers: readonly string[],
): Promise<{ userIds: string[]; retryAfter: number }> {
  const now = Date.now();
  const rows = await slackAccessRows(deps, where);
  const restricted = watchers.some((userId) => rows.get(userId)?.restricted ?? true);
  if (!restricted) return { userIds: [...watchers], retryAfter: 0 };
  const stale = watchers.some((userId) => {
    const row = rows.get(userId);
    return !row || (row.allowed && now - row.checkedAt.getTime() >= SLACK_ACCESS_REFRESH_MS);
  });
  const fromRows = () => watchers.filter((userId) => isCurrent(rows.get(userId), Date.now()));
  if (!stale) return { userIds: fromRows(), retryAfter: 0 };

  const mappings = await withTenant(deps.database.db, { companyId: where.companyId }, (tx) =>
    tx
      .select({ userId: slackUserMappings.userId, slackUserId: slackUserMappings.slackUserId })
      .from(slackUserMappings)
      .where(inArray(slackUserMappings.userId, [...watchers])),
  );
  const slackIdOf = new Map(mappings.map((m) => [m.userId, m.slackUserId]));
  // Ask with the token of someone Slack confirmed most recently: the likeliest to still be in.
  const candidates = [...watchers].sort(
    (a, b) =>
      (rows.get(b)?.allowed ? (rows.get(b)?.checkedAt.getTime() ?? 0) : 0) -
      (rows.get(a)?.allowed ? (rows.get(a)?.checkedAt.getTime() ?? 0) : 0),
  );
  let remaining = [...watchers];
  for (const candidate of candidates.slice(0, MEMBER_CHECK_TOKENS)) {
    try {
      const members = await withSlackToken(deps, { companyId: where.companyId, userId: candidate }, (token) =>
        client.members(token, where.channelId),
      );
      const inside = remaining.filter((userId) => members.has(slackIdOf.get(userId) ?? ''));
      const outside = remaining.filter((userId) => !inside.includes(userId));
      await confirmSlackAccess(deps, where, inside, true);
      await revokeSlackAccess(deps, where, outside);
      return { userIds: inside, retryAfter: 0 };
    } catch (error) {
      noteSlackRateLimit(`${where.companyId}:${where.teamId}`, error);
      if (error instanceof SlackApiError && error.code === 'ratelimited')
        return { userIds: fromRows(), retryAfter: error.retryAfterSeconds ?? 1 };
      // Slack refused the asker the channel: that person is out; try the next one's token.
      if (error instanceof SlackApiError && NO_ACCESS_ERRORS.has(error.code)) {
        await revokeSlackAccess(deps, where, [candidate]);
        remaining = remaining.filter((userId) => userId !== candidate);
        rows.delete(candidate);
      }
    }
  }
  return { userIds: fromRows().filter((userId) => remaining.includes(userId)), retryAfter: 0 };
}
