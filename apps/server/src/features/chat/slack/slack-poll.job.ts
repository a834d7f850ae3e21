import type { SlackMessageItem } from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import { slackApps, slackUserMappings } from '../../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../../db/tenant.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { defineJob, type JobRun } from '../../../lib/jobs/define-job.ts';
import { deliverableWatchers } from './slack-access.ts';
import { slackMessageItems } from './slack-chat.service.ts';
import { createSlackClient, SlackApiError } from './slack-client.ts';
import { withSlackToken } from './slack-connection.service.ts';
import { noteSlackRateLimit, slackRateLimitWait } from './slack-rate-limit.ts';
import { readApp } from './slack-tokens.ts';

/*
 * Slack without hammering it (issue 20 item 4): the spec polls history every 3 s per open window,
 * which would spend Slack's per-workspace history budget (Tier 3, 50 a minute) with three people.
 * Instead one job per tenant (singleton across nodes, pg-boss) polls the channels people have open
 * (their windows beat every 30 s, slack_user_mappings.watched_channels), each at most once a cycle,
 * the cycle stretched so the whole tenant stays under HISTORY_PER_MINUTE; what is new is announced
 * on our event stream to the people watching, the messages in the event, so their windows ask
 * nobody for them. It stops when nobody has watched for a minute, or after RUN_MS (the next
 * heartbeat starts it again), and honours 429 Retry-After: the cycle waits it out, and the
 * windows' reads on this node answer from their last read meanwhile (slack-chat.service.ts).
 * A private channel's news goes only to watchers Slack still lets read it, and is read with one
 * of their tokens (slack-access.ts: re-checked every 20 s while watched, never older than 60 s).
 */

export const SLACK_POLL_JOB = 'chat.slack-poll';
const WATCH_MS = 60_000;
const RUN_MS = 5 * 60_000;
const MIN_CYCLE_MS = 3_000;
const IDLE_MS = 30_000;
/** Our share of Tier 3 (50 a minute per workspace): room left for the windows' first loads. */
export const HISTORY_PER_MINUTE = 30;

/** Waits, or until the job is aborted; the abort listener goes with the wait (one per cycle piled up). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** PostgreSQL's NOTIFY holds 8000 bytes: room for the envelope. */
const MAX_EVENT_BYTES = 7_500;
const WATCHERS_PER_EVENT = 50;

/**
 * Tells the people watching a channel what is new in it, the messages themselves in the event
 * (so their windows ask nobody): all in one event when they fit, else one per message; a message
 * too long for an event goes as `truncated` and those windows read it from us.
 */
export async function publishSlackNews(
  deps: Pick<AppDeps, 'realtime'>,
  companyId: string,
  userIds: string[],
  channelId: string,
  items: SlackMessageItem[],
): Promise<void> {
  const newestTs = items.at(-1)?.ts;
  if (!newestTs) return;
  for (let start = 0; start < userIds.length; start += WATCHERS_PER_EVENT) {
    const base = {
      event: 'chat.slack',
      companyId,
      userIds: userIds.slice(start, start + WATCHERS_PER_EVENT),
      channelId,
    };
    const fits = (event: object) => Buffer.byteLength(JSON.stringify(event)) <= MAX_EVENT_BYTES;
    const whole = { ...base, newestTs, messages: items, truncated: false };
    if (fits(whole)) {
      await deps.realtime.publish(whole);
      continue;
    }
    for (const item of items) {
      const one = { ...base, newestTs: item.ts, messages: [item], truncated: false };
      await deps.realtime.publish(
        fits(one) ? one : { ...base, newestTs: item.ts, messages: [], truncated: true },
      );
    }
  }
}

/** One pass over the watched channels; `retryAfter`: Slack answered 429, wait that long. */
async function pollOnce(deps: AppDeps, companyId: string): Promise<{ channels: number; retryAfter: number }> {
  const ctx: TenantContext = { companyId };
  const now = Date.now();
  const [app, mappings] = await withTenant(deps.database.db, ctx, async (tx) => [
    await readApp(tx),
    await tx
      .select({
        userId: slackUserMappings.userId,
        teamId: slackUserMappings.teamId,
        watched: slackUserMappings.watchedChannels,
        needsReconnection: slackUserMappings.needsReconnection,
      })
      .from(slackUserMappings),
  ]);
  if (!app) return { channels: 0, retryAfter: 0 };
  const watchers = new Map<string, { teamId: string; userIds: string[] }>();
  for (const mapping of mappings) {
    if (mapping.needsReconnection) continue;
    for (const [channel, at] of Object.entries(mapping.watched)) {
      if (now - at >= WATCH_MS) continue;
      const entry = watchers.get(channel) ?? { teamId: mapping.teamId, userIds: [] };
      entry.userIds.push(mapping.userId);
      watchers.set(channel, entry);
    }
  }
  const cursors = { ...app.pollCursors };
  const client = createSlackClient({ baseUrl: deps.config.slackApiUrl, maxAttempts: 1 });
  let retryAfter = 0;
  for (const [channel, { teamId, userIds: watching }] of watchers) {
    const teamKey = `${companyId}:${teamId}`;
    retryAfter = slackRateLimitWait(teamKey);
    if (retryAfter > 0) break;
    // Only people Slack still lets read the channel get its news, read with one of their tokens.
    const gate = await deliverableWatchers(deps, client, { companyId, teamId, channelId: channel }, watching);
    retryAfter = gate.retryAfter;
    if (retryAfter > 0) break;
    const userIds = gate.userIds;
    const reader = userIds[0];
    if (!reader) continue;
    // A channel polled for the first time starts a minute back: its windows opened in that minute
    // (a watch lasts WATCH_MS), so nothing posted since any of them read it is skipped; what
    // they already show is merged away by ts.
    const oldest = cursors[channel] ?? `${Math.floor((now - WATCH_MS) / 1000)}.000000`;
    try {
      const items = await withSlackToken(deps, { companyId, userId: reader }, async (token) => {
        const answer = await client.history(token, channel, { limit: 10, oldest });
        const fresh = answer.messages.filter((m) => Number(m.ts) > Number(oldest));
        const newest = fresh.reduce<string | null>(
          (max, m) => (max === null || Number(m.ts) > Number(max) ? m.ts : max),
          null,
        );
        cursors[channel] = newest ?? oldest;
        return newest ? slackMessageItems(deps, token, teamKey, fresh) : [];
      });
      await publishSlackNews(deps, companyId, userIds, channel, items);
    } catch (error) {
      noteSlackRateLimit(teamKey, error);
      if (error instanceof SlackApiError && error.code === 'ratelimited') {
        retryAfter = error.retryAfterSeconds ?? 1;
        break;
      }
      deps.log.debug({ err: error, channel }, 'slack poll of a channel failed');
    }
  }
  await withTenant(deps.database.db, ctx, (tx) =>
    tx
      .update(slackApps)
      .set({ pollCursors: cursors })
      .where(and(eq(slackApps.companyId, companyId))),
  );
  return { channels: watchers.size, retryAfter };
}

export async function runSlackPoll(deps: AppDeps, job: Pick<JobRun<object>, 'companyId' | 'signal'>) {
  const companyId = job.companyId;
  if (!companyId) throw new Error('chat.slack-poll needs a tenant');
  const end = Date.now() + RUN_MS;
  let cycles = 0;
  let busyAt = Date.now();
  while (Date.now() < end && !job.signal.aborted) {
    const started = Date.now();
    const { channels, retryAfter } = await pollOnce(deps, companyId);
    cycles++;
    // Idle cycles cost Slack nothing; staying IDLE_MS (longer than ensureSlackPoller's pause)
    // means a window opened meanwhile is served at once rather than after that pause.
    if (channels > 0) busyAt = Date.now();
    else if (Date.now() - busyAt >= IDLE_MS) break;
    // Slack's Retry-After, when it answered 429, else the cycle that keeps us in our share.
    const cycleMs = Math.max(MIN_CYCLE_MS, (channels * 60_000) / HISTORY_PER_MINUTE, retryAfter * 1000);
    await sleep(Math.max(0, cycleMs - (Date.now() - started)), job.signal);
  }
  return { cycles };
}

export const slackPollJob = defineJob<object>({
  name: SLACK_POLL_JOB,
  singletonPerTenant: true,
  retryLimit: 0,
  expireInSeconds: 15 * 60,
  // Each tenant's poller mostly sleeps: many run on one node.
  concurrency: 50,
  run: (job, deps) => runSlackPoll(deps, job),
});

const lastEnsured = new Map<string, number>();
/** Starts the tenant's poller unless one is queued or running (at most every 20 s from this node). */
export async function ensureSlackPoller(deps: AppDeps, ctx: Required<TenantContext>): Promise<void> {
  const last = lastEnsured.get(ctx.companyId) ?? 0;
  if (Date.now() - last < 20_000) return;
  lastEnsured.set(ctx.companyId, Date.now());
  await deps.jobs.enqueue(slackPollJob, {}, { companyId: ctx.companyId }).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'conflict'))
      deps.log.warn({ err: error }, 'slack poller could not be started');
  });
}
