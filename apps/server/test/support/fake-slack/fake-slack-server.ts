import crypto from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import { registerSlackMethods } from './fake-slack-methods.ts';
import { createFakeSlackStore, type FakeSlackStore, seedSlackSample } from './fake-slack-store.ts';

/*
 * A stateful fake of Slack's Web API on 127.0.0.1 (integrations spec part A, fake-server checklist
 * D): `GET|POST /api/{method}` with form or JSON bodies and a Bearer token (or a `token` field);
 * always HTTP 200 with `ok`/`error`, except 429 `ratelimited` with Retry-After. OAuth v2 (an
 * authorize page that approves as a chosen person, oauth.v2.access for codes and rotating refresh
 * tokens), auth.test, conversations.list/history/replies/info/members, users.conversations,
 * chat.postMessage, users.list/info. Knobs: per-method tier limits (per minute, per workspace, as
 * Slack counts them), injected errors and 429s, expiring or revoking every token, posts by other
 * people, removing someone from a channel (with a signed member_left_channel event to the
 * Events Request URL when one is set), request counts.
 */

export type FakeSlackFailure = { method: string; error: string; status?: number; retryAfter?: number };

export type FakeSlackOptions = {
  store?: FakeSlackStore;
  port?: number;
  /** Enforce Slack's per-method tier limits (requests per minute per workspace). */
  rateLimits?: boolean;
};

/** Requests per minute per method (tiers: 2 = 20, 3 = 50, 4 = 100; chat.postMessage ≈ 1/s per channel). */
export const SLACK_TIER_LIMITS: Record<string, number> = {
  'auth.test': 100,
  'conversations.list': 20,
  'conversations.history': 50,
  'conversations.replies': 50,
  'conversations.info': 50,
  'conversations.members': 100,
  'users.conversations': 50,
  'users.list': 20,
  'users.info': 100,
  'chat.postMessage': 60,
};

export type FakeSlackStats = {
  requests: number;
  rateLimited: number;
  byMethod: Record<string, number>;
  /** Most calls of one method inside any 60 s (what Slack's tiers count). */
  maxPerMinute: Record<string, number>;
};

export async function startFakeSlack(options: FakeSlackOptions = {}) {
  const store = options.store ?? createFakeSlackStore();
  const failures: FakeSlackFailure[] = [];
  const stats: FakeSlackStats = { requests: 0, rateLimited: 0, byMethod: {}, maxPerMinute: {} };
  const recent = new Map<string, number[]>();
  let rateLimits = options.rateLimits ?? false;
  /** Who the authorize page approves as (by default the first person). */
  let authorizeAs: string | null = null;
  let grantedScopes: string[] | null = null;
  /** Where Slack's Events API would POST (the tenant's Request URL); null: no events sent. */
  let eventsUrl: string | null = null;
  let eventSeq = 0;

  /** POSTs one event as Slack does: an event_callback envelope, signed with the signing secret. */
  async function sendEvent(event: Record<string, unknown>, authorizedUser?: string): Promise<number | null> {
    if (!eventsUrl) return null;
    const body = JSON.stringify({
      token: 'fake-verification-token',
      team_id: store.team.id,
      api_app_id: store.app.id,
      type: 'event_callback',
      event_id: `Ev${String(++eventSeq).padStart(9, '0')}`,
      event_time: Math.floor(Date.now() / 1000),
      authorizations: authorizedUser
        ? [{ team_id: store.team.id, user_id: authorizedUser, is_bot: false }]
        : [],
      event: { ...event, event_ts: `${Date.now() / 1000}` },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = `v0=${crypto.createHmac('sha256', store.app.signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
    const response = await fetch(eventsUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-slack-request-timestamp': timestamp,
        'x-slack-signature': signature,
      },
      body,
    });
    return response.status;
  }

  /** Someone is removed from a channel: Slack stops answering them for it, and says so as an event. */
  async function removeMember(
    channelId: string,
    userId: string,
  ): Promise<{ removed: boolean; eventStatus: number | null }> {
    const channel = store.channels.get(channelId);
    if (!channel || !store.removeMember(channelId, userId)) return { removed: false, eventStatus: null };
    const eventStatus = await sendEvent(
      {
        type: 'member_left_channel',
        user: userId,
        channel: channelId,
        channel_type: channel.isPrivate ? 'G' : 'C',
        team: store.team.id,
      },
      userId,
    );
    return { removed: true, eventStatus };
  }

  const app = Fastify({ logger: false });
  // Slack's POST methods take form encoding (and JSON where the method allows it).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** Counts a call; a 429 (with Retry-After) when its method is past its tier. */
  const admit = (method: string, reply: FastifyReply, key = method): boolean => {
    const now = Date.now();
    const list = (recent.get(key) ?? []).filter((at) => at > now - 60_000);
    const limit = SLACK_TIER_LIMITS[method];
    stats.requests++;
    if (rateLimits && limit !== undefined && list.length >= limit) {
      stats.rateLimited++;
      const retryAfter = Math.max(1, Math.ceil(((list[0] ?? now) + 60_000 - now) / 1000));
      void reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ ok: false, error: 'ratelimited' });
      recent.set(key, list);
      return false;
    }
    list.push(now);
    recent.set(key, list);
    stats.byMethod[method] = (stats.byMethod[method] ?? 0) + 1;
    stats.maxPerMinute[method] = Math.max(stats.maxPerMinute[method] ?? 0, list.length);
    const index = failures.findIndex((f) => f.method === method);
    if (index >= 0) {
      const [failure] = failures.splice(index, 1);
      if (failure) {
        if (failure.retryAfter !== undefined) void reply.header('retry-after', String(failure.retryAfter));
        void reply.code(failure.status ?? 200).send({ ok: false, error: failure.error });
        return false;
      }
    }
    return true;
  };

  registerSlackMethods(app, store, {
    admit,
    authorizeAs: () => authorizeAs ?? [...store.users.keys()][0] ?? null,
    grantedScopes: () => grantedScopes,
  });

  // Knobs over HTTP, for E2E tests, the benchmark and people trying the fake by hand.
  app.get('/_fake/state', async () => ({
    team: store.team,
    app: { clientId: store.app.clientId },
    users: [...store.users.values()],
    channels: [...store.channels.values()].map((c) => ({ ...c, members: [...c.members] })),
    stats,
  }));
  app.get<{ Params: { channel: string } }>('/_fake/messages/:channel', async (request) => ({
    messages: store.messages.get(request.params.channel) ?? [],
  }));
  app.post<{ Body: { channel?: string; user?: string; text?: string; thread_ts?: string } }>(
    '/_fake/post',
    async (request, reply) => {
      const body = request.body ?? {};
      const channel = store.channels.get(body.channel ?? '');
      const user = store.users.get(body.user ?? '') ?? [...store.users.values()][1];
      if (!channel || !user) return reply.code(404).send({ ok: false, error: 'channel_not_found' });
      return {
        ok: true,
        message: store.post(channel.id, {
          user: user.id,
          text: body.text ?? '',
          ...(body.thread_ts ? { thread_ts: body.thread_ts } : {}),
        }),
      };
    },
  );
  app.post<{ Body: FakeSlackFailure & { count?: number } }>('/_fake/fail', async (request) => {
    for (let i = 0; i < (request.body.count ?? 1); i++) failures.push(request.body);
    return { queued: failures.length };
  });
  app.post<{ Body: { channel?: string; user?: string } }>('/_fake/remove-member', async (request, reply) => {
    const outcome = await removeMember(request.body?.channel ?? '', request.body?.user ?? '');
    if (!outcome.removed) return reply.code(404).send({ ok: false, error: 'not_in_channel' });
    return { ok: true, ...outcome };
  });
  app.post<{ Body: { url?: string | null } }>('/_fake/events', async (request) => {
    eventsUrl = request.body?.url ?? null;
    return { eventsUrl };
  });
  app.post('/_fake/expire', async () => {
    store.expireAll();
    return { ok: true };
  });
  app.post('/_fake/revoke', async () => {
    store.revokeAll();
    return { ok: true };
  });
  app.post<{ Body: { user?: string | null; scopes?: string[] | null } }>(
    '/_fake/authorize',
    async (request) => {
      authorizeAs = request.body?.user ?? null;
      grantedScopes = request.body?.scopes ?? null;
      return { authorizeAs, grantedScopes };
    },
  );
  app.post<{ Body: { on?: boolean } }>('/_fake/rate-limits', async (request) => {
    rateLimits = request.body?.on !== false;
    return { rateLimits };
  });

  const url = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  return {
    url,
    store,
    stats,
    failNext(failure: FakeSlackFailure, count = 1) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    setRateLimits(on: boolean) {
      rateLimits = on;
    },
    authorizeAs(userId: string | null, scopes: string[] | null = null) {
      authorizeAs = userId;
      grantedScopes = scopes;
    },
    /** Slack's Events API Request URL (null: no events). */
    setEventsUrl(url: string | null) {
      eventsUrl = url;
    },
    removeMember,
    sendEvent,
    resetStats() {
      Object.assign(stats, { requests: 0, rateLimited: 0, byMethod: {}, maxPerMinute: {} });
      recent.clear();
    },
    close: () => app.close(),
  };
}

export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;
export { createFakeSlackStore, seedSlackSample };
