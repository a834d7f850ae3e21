import { SLACK_HISTORY_FIRST, SLACK_HISTORY_POLL, type SlackChannelItem } from '@northdesk/shared';
import type { AppDeps } from '../../../deps.ts';
import { isCurrent, type SlackAccessRow, slackAccessRows } from './slack-access.ts';
import { SlackApiError, type SlackMessage } from './slack-client.ts';
import { slackClientOf } from './slack-connection.service.ts';
import { noteSlackRateLimit, slackRateLimitWait } from './slack-rate-limit.ts';

/*
 * One read of a Slack channel for every window on this node (issue 20 item 4): the newest 50, in
 * flight or under 3 s old, answer every window that may read the channel, and a poll (`oldest`)
 * is answered from them when they reach back that far. "May read" is what Slack says: a public
 * channel is readable by everyone in the workspace; a private one only by a person Slack confirmed
 * within SLACK_ACCESS_TTL_MS (slack-access.ts, in PostgreSQL: a removal seen by any node counts
 * here). A 429's Retry-After holds for the whole workspace: until it passes, Slack is not asked
 * from this node and the last read answers (or the 429 does).
 */

type Deps = Pick<AppDeps, 'config' | 'database'>;
type Read = { at: number; messages: SlackMessage[]; hasMore: boolean };
/** Whose read this is: the workspace (`company:team`, and its parts), our user and theirs in Slack. */
export type SlackReader = {
  teamKey: string;
  companyId: string;
  teamId: string;
  userId: string;
  slackUserId: string;
};
/**
 * A read; `confirmed`: Slack itself just let this person read the channel (their own read, or a
 * member list naming them), so their access may be recorded; and whether the channel is private.
 */
export type SharedRead = Omit<Read, 'at'> & { confirmed: boolean; restricted: boolean };

const HISTORY_TTL_MS = 3_000;
const KNOWN_MS = 10 * 60_000;
const historyCache = new Map<string, Read>();
const inFlight = new Map<string, Promise<Read>>();
/** `team:channel` → who is in it (conversations.members), in flight or under 3 s old. */
const membersCache = new Map<string, { at: number; members: Set<string> }>();
const membersInFlight = new Map<string, Promise<Set<string>>>();
/** `team:channel` → private or not, as a channel list or conversations.info said. */
const privacy = new Map<string, { at: number; isPrivate: boolean }>();

/** What a person's channel list says about privacy (no Slack call). */
export function rememberChannelPrivacy(teamKey: string, channels: SlackChannelItem[]): void {
  for (const channel of channels)
    privacy.set(`${teamKey}:${channel.id}`, { at: Date.now(), isPrivate: channel.isPrivate });
}

/** After a post: the next read of the channel asks Slack. */
export function forgetChannelRead(teamKey: string, channelId: string): void {
  historyCache.delete(`${teamKey}:${channelId}`);
}

function guarded<T>(teamKey: string, call: () => Promise<T>): Promise<T> {
  const wait = slackRateLimitWait(teamKey);
  if (wait > 0) return Promise.reject(new SlackApiError('ratelimited', null, null, Math.ceil(wait)));
  return call().catch((error: unknown) => {
    noteSlackRateLimit(teamKey, error);
    throw error;
  });
}

/** Is the channel private, as a channel list, an earlier answer or anyone's access row says? */
async function restrictedOf(
  deps: Deps,
  token: string,
  who: SlackReader,
  channelId: string,
  rows: Map<string, SlackAccessRow>,
) {
  const key = `${who.teamKey}:${channelId}`;
  const known = privacy.get(key);
  if (known && Date.now() - known.at < KNOWN_MS) return known.isPrivate;
  const row = [...rows.values()].sort((a, b) => b.checkedAt.getTime() - a.checkedAt.getTime())[0];
  if (row) return row.restricted;
  try {
    const { channel } = await guarded(who.teamKey, () => slackClientOf(deps).info(token, channelId));
    privacy.set(key, { at: Date.now(), isPrivate: Boolean(channel.is_private) });
    return Boolean(channel.is_private);
  } catch {
    // Slack would not say: treat it as private (this person's own read decides).
    return true;
  }
}

/**
 * Who is in a private channel, asked once for every window on this node opening it within 3 s
 * (conversations.members, Tier 4, with the first asker's token): a list Slack gave a member names
 * everyone who may read, so fifty people opening a private channel cost one members call and one
 * history read, not fifty reads. Null when the asker was refused (they are not in it) or Slack
 * would not say: then each person's own read decides.
 */
async function sharedMembers(deps: Deps, token: string, who: SlackReader, channelId: string) {
  const key = `${who.teamKey}:${channelId}`;
  const cached = membersCache.get(key);
  if (cached && Date.now() - cached.at < HISTORY_TTL_MS) return cached.members;
  let pending = membersInFlight.get(key);
  if (!pending) {
    pending = guarded(who.teamKey, () => slackClientOf(deps).members(token, channelId));
    membersInFlight.set(key, pending);
    const mine = pending;
    void mine
      .then((members) => membersCache.set(key, { at: Date.now(), members }))
      .catch(() => undefined)
      .finally(() => {
        if (membersInFlight.get(key) === mine) membersInFlight.delete(key);
      });
  }
  return pending.catch(() => null);
}

/** The channel's newest 50 (or, with `oldest`, what is newer), as few times as Slack must be asked. */
export async function sharedRead(
  deps: Deps,
  token: string,
  who: SlackReader,
  channelId: string,
  oldest?: string,
): Promise<SharedRead> {
  const key = `${who.teamKey}:${channelId}`;
  const covers = (read: Read) =>
    !oldest || !read.hasMore || read.messages.some((m) => Number(m.ts) <= Number(oldest));
  const fresh = (read: Read | undefined) => read && Date.now() - read.at < HISTORY_TTL_MS;
  const rows = await slackAccessRows(deps, { ...who, channelId });
  const restricted = await restrictedOf(deps, token, who, channelId, rows);
  // Someone else's read answers this person only if they may read the channel themselves: Slack
  // confirmed them lately, or a member list just named them.
  let shared = !restricted || isCurrent(rows.get(who.userId));
  let listed = false;
  if (!shared && who.slackUserId) {
    listed = Boolean((await sharedMembers(deps, token, who, channelId))?.has(who.slackUserId));
    shared = listed;
  }
  const answer = (read: Omit<Read, 'at'>, own: boolean): SharedRead => ({
    messages: read.messages,
    hasMore: read.hasMore,
    confirmed: own || listed,
    restricted,
  });
  // Read after the awaits: another window's read may have landed meanwhile.
  const cached = historyCache.get(key);
  if (shared) {
    if (cached && (fresh(cached) || slackRateLimitWait(who.teamKey) > 0) && covers(cached))
      return answer(cached, false);
    const pending = inFlight.get(key);
    if (pending) {
      const read = await pending;
      if (covers(read)) return answer(read, false);
    }
  }
  // This person's own read: it becomes everybody's (who may share it) for 3 s.
  const read = guarded(who.teamKey, async (): Promise<Read> => {
    const slack = await slackClientOf(deps).history(token, channelId, { limit: SLACK_HISTORY_FIRST });
    return { at: Date.now(), messages: slack.messages, hasMore: slack.has_more };
  });
  inFlight.set(key, read);
  try {
    const done = await read;
    historyCache.set(key, done);
    if (covers(done)) return answer(done, true);
  } finally {
    if (inFlight.get(key) === read) inFlight.delete(key);
  }
  // Further back than the newest 50: this poll alone asks Slack for what is newer.
  const newer = await guarded(who.teamKey, () =>
    slackClientOf(deps).history(token, channelId, {
      limit: SLACK_HISTORY_POLL,
      ...(oldest ? { oldest } : {}),
    }),
  );
  return answer({ messages: newer.messages, hasMore: newer.has_more }, true);
}
