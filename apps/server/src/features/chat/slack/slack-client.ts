/*
 * A small client for Slack's Web API (integrations spec part A): GET methods with query arguments,
 * POST methods with form encoding (oauth.v2.access) or JSON (chat.postMessage). Slack answers
 * HTTP 200 with `ok: false` and an error code for refusals, which become SlackApiError; a 429 is
 * retried after its Retry-After (a few times), as are transient errors on reads. Writes are not
 * retried after an answer that may have posted (chat.postMessage is not idempotent).
 */

export class SlackApiError extends Error {
  override readonly name = 'SlackApiError';
  constructor(
    readonly code: string,
    readonly needed: string | null = null,
    readonly provided: string | null = null,
    /** A 429's Retry-After: how long Slack asked us to leave this method alone. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Slack: ${code}`);
  }
}

/** Connection problems the person fixes by reconnecting (the spec's "expired" message). */
export const RECONNECT_ERRORS = new Set([
  'not_authed',
  'invalid_auth',
  'token_revoked',
  'token_expired',
  'account_inactive',
  'invalid_refresh_token',
  'invalid_grant',
]);
const TRANSIENT = new Set(['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout']);

export type SlackChannel = {
  id: string;
  name?: string;
  is_channel?: boolean;
  is_group?: boolean;
  is_im?: boolean;
  is_mpim?: boolean;
  is_private?: boolean;
  is_archived?: boolean;
  is_member?: boolean;
};
export type SlackMessage = {
  type: string;
  ts: string;
  text?: string;
  user?: string;
  username?: string;
  subtype?: string;
  bot_id?: string;
  thread_ts?: string;
};
export type SlackUser = {
  id: string;
  name: string;
  real_name?: string;
  profile?: { display_name?: string; real_name?: string; image_48?: string; image_32?: string };
};
export type SlackTokenGrant = {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number | null;
  scope: string;
  userId: string;
  teamId: string;
  teamName: string | null;
};

export type SlackClientOptions = {
  baseUrl: string;
  /** Retries of a 429 or a transient error (reads), each after Retry-After or a short backoff. */
  maxAttempts?: number;
  /** Longest Retry-After we wait inside one request (longer: the error surfaces). */
  maxRetryAfterSeconds?: number;
  onRequest?: (method: string) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSlackClient(options: SlackClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const maxAttempts = options.maxAttempts ?? 3;
  const maxWait = options.maxRetryAfterSeconds ?? 30;

  async function call<T>(
    method: string,
    init: {
      token?: string;
      query?: Record<string, string | undefined>;
      json?: object;
      form?: Record<string, string | undefined>;
      basic?: { id: string; secret: string };
      write?: boolean;
    },
  ): Promise<T & { ok: true }> {
    const url = new URL(`${base}/api/${method}`);
    for (const [key, value] of Object.entries(init.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.basic)
      headers.authorization = `Basic ${Buffer.from(`${init.basic.id}:${init.basic.secret}`).toString('base64')}`;
    let body: string | undefined;
    if (init.json) {
      headers['content-type'] = 'application/json; charset=utf-8';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(init.form)) if (value !== undefined) form.set(key, value);
      body = form.toString();
    }
    for (let attempt = 1; ; attempt++) {
      options.onRequest?.(method);
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(20_000),
      });
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after') ?? '1');
        const wait = Number.isFinite(seconds) && seconds >= 0 ? seconds : 1;
        if (attempt >= maxAttempts || wait > maxWait)
          throw new SlackApiError('ratelimited', null, null, wait);
        await sleep(wait * 1000);
        continue;
      }
      let parsed: Record<string, unknown>;
      try {
        parsed = (await response.json()) as Record<string, unknown>;
      } catch {
        if (!init.write && attempt < maxAttempts) {
          await sleep(500 * attempt);
          continue;
        }
        throw new SlackApiError(response.status >= 500 ? 'service_unavailable' : 'invalid_response');
      }
      if (parsed.ok === true) return parsed as T & { ok: true };
      const code = typeof parsed.error === 'string' ? parsed.error : 'unknown_error';
      if (TRANSIENT.has(code) && !init.write && attempt < maxAttempts) {
        await sleep(500 * 2 ** (attempt - 1));
        continue;
      }
      throw new SlackApiError(
        code === 'rate_limited' ? 'ratelimited' : code,
        typeof parsed.needed === 'string' ? parsed.needed : null,
        typeof parsed.provided === 'string' ? parsed.provided : null,
      );
    }
  }

  type OauthAnswer = {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    scope?: string;
    team?: { id: string; name?: string };
    authed_user?: {
      id: string;
      scope?: string;
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
    };
  };
  const grantOf = (answer: OauthAnswer, userId?: string): SlackTokenGrant => {
    // A user-scope install puts the user token in authed_user; a refresh answers at the top level.
    const user = answer.authed_user;
    const accessToken = user?.access_token ?? answer.access_token;
    if (!accessToken) throw new SlackApiError('invalid_response');
    return {
      accessToken,
      refreshToken: user?.refresh_token ?? answer.refresh_token ?? null,
      expiresIn: user?.expires_in ?? answer.expires_in ?? null,
      scope: user?.scope ?? answer.scope ?? '',
      userId: user?.id ?? userId ?? '',
      teamId: answer.team?.id ?? '',
      teamName: answer.team?.name ?? null,
    };
  };

  return {
    /** Where the popup goes: Slack's authorize page asking for user scopes. */
    authorizeUrl(args: { clientId: string; userScopes: string[]; redirectUri: string; state: string }) {
      const url = new URL(`${base}/oauth/v2/authorize`);
      url.searchParams.set('state', args.state);
      url.searchParams.set('client_id', args.clientId);
      url.searchParams.set('user_scope', args.userScopes.join(','));
      url.searchParams.set('redirect_uri', args.redirectUri);
      return url.toString();
    },
    async exchangeCode(args: { clientId: string; clientSecret: string; code: string; redirectUri: string }) {
      const answer = await call<OauthAnswer>('oauth.v2.access', {
        basic: { id: args.clientId, secret: args.clientSecret },
        form: { code: args.code, redirect_uri: args.redirectUri, grant_type: 'authorization_code' },
        write: true,
      });
      return grantOf(answer);
    },
    async refresh(args: { clientId: string; clientSecret: string; refreshToken: string; userId: string }) {
      const answer = await call<OauthAnswer>('oauth.v2.access', {
        basic: { id: args.clientId, secret: args.clientSecret },
        form: { grant_type: 'refresh_token', refresh_token: args.refreshToken },
        write: true,
      });
      return grantOf(answer, args.userId);
    },
    authTest: (token: string) =>
      call<{ user_id: string; user: string; team: string; team_id: string }>('auth.test', { token }),
    /** Every non-archived public and private channel the person can see (cursor pages). */
    async listChannels(token: string): Promise<SlackChannel[]> {
      const out: SlackChannel[] = [];
      let cursor: string | undefined;
      do {
        const page: { channels: SlackChannel[]; response_metadata?: { next_cursor?: string } } = await call(
          'conversations.list',
          {
            token,
            query: {
              types: 'public_channel,private_channel',
              exclude_archived: 'true',
              limit: '200',
              cursor,
            },
          },
        );
        out.push(...page.channels);
        cursor = page.response_metadata?.next_cursor || undefined;
      } while (cursor);
      return out;
    },
    /** One channel (is it private? conversations.info, Tier 3). */
    info: (token: string, channel: string) =>
      call<{ channel: SlackChannel }>('conversations.info', { token, query: { channel } }),
    /** Newest first, as Slack sends them; `oldest` is exclusive. */
    history: (token: string, channel: string, args: { limit: number; oldest?: string }) =>
      call<{ messages: SlackMessage[]; has_more: boolean }>('conversations.history', {
        token,
        query: { channel, limit: String(args.limit), oldest: args.oldest },
      }),
    /**
     * Who is in a channel (conversations.members, Tier 4, cursor pages): asked with a member's
     * token, so a private channel answers channel_not_found to anyone outside it.
     */
    async members(token: string, channel: string): Promise<Set<string>> {
      const out = new Set<string>();
      let cursor: string | undefined;
      do {
        const page: { members: string[]; response_metadata?: { next_cursor?: string } } = await call(
          'conversations.members',
          { token, query: { channel, limit: '200', cursor } },
        );
        for (const member of page.members) out.add(member);
        cursor = page.response_metadata?.next_cursor || undefined;
      } while (cursor);
      return out;
    },
    postMessage: (token: string, channel: string, text: string) =>
      call<{ channel: string; ts: string; message?: SlackMessage }>('chat.postMessage', {
        token,
        json: { channel, text },
        write: true,
      }),
    async listUsers(token: string): Promise<SlackUser[]> {
      const out: SlackUser[] = [];
      let cursor: string | undefined;
      do {
        const page: { members: SlackUser[]; response_metadata?: { next_cursor?: string } } = await call(
          'users.list',
          { token, query: { limit: '200', cursor } },
        );
        out.push(...page.members);
        cursor = page.response_metadata?.next_cursor || undefined;
      } while (cursor);
      return out;
    },
  };
}

export type SlackClient = ReturnType<typeof createSlackClient>;

/** The name to show: display name, else real name, else the handle (spec A.7). */
export const slackNameOf = (user: SlackUser | undefined): string =>
  user?.profile?.display_name || user?.profile?.real_name || user?.real_name || user?.name || 'Slack user';
