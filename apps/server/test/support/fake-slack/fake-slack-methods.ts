import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FAKE_SLACK_SCOPES, type FakeSlackStore, type FakeSlackToken } from './fake-slack-store.ts';
import { conversationOf, decodeCursor, encodeCursor, historyOf, userOf } from './fake-slack-wire.ts';

type Args = Record<string, string | undefined>;
type Hooks = {
  admit(method: string, reply: FastifyReply, key?: string): boolean;
  authorizeAs(): string | null;
  grantedScopes(): string[] | null;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Query string and body (form or JSON) merged, as Slack reads arguments from either. */
function argsOf(request: FastifyRequest): Args {
  const out: Args = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>))
      if (value !== undefined && value !== null)
        out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

const flag = (value: string | undefined) => value === 'true' || value === '1';

/** The `Authorization: Basic` client credentials of oauth.v2.access, or its form fields. */
function clientOf(request: FastifyRequest, args: Args) {
  const auth = request.headers.authorization ?? '';
  if (auth.startsWith('Basic ')) {
    const [id, secret] = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':');
    return { id: id ?? '', secret: secret ?? '' };
  }
  return { id: args.client_id ?? '', secret: args.client_secret ?? '' };
}

export function registerSlackMethods(app: FastifyInstance, store: FakeSlackStore, hooks: Hooks) {
  const fail = (reply: FastifyReply, error: string, extra: object = {}) =>
    reply.send({ ok: false, error, ...extra });

  /** The caller's token, or the Slack error for it (not_authed, invalid_auth, token_revoked, token_expired). */
  const tokenOf = (request: FastifyRequest, args: Args): FakeSlackToken | string => {
    const auth = request.headers.authorization ?? '';
    const raw = auth.startsWith('Bearer ') ? auth.slice(7) : (args.token ?? '');
    if (!raw) return 'not_authed';
    const token = store.accessTokens.get(raw);
    if (!token) return 'invalid_auth';
    if (token.revoked) return 'token_revoked';
    if (token.expiresAt < Date.now()) return 'token_expired';
    return token;
  };

  const needs = (token: FakeSlackToken, scope: string, reply: FastifyReply): boolean => {
    if (token.scopes.includes(scope)) return true;
    void fail(reply, 'missing_scope', { needed: scope, provided: token.scopes.join(',') });
    return false;
  };

  const historyScope = (channelId: string) =>
    channelId.startsWith('D')
      ? 'im:history'
      : store.channels.get(channelId)?.isPrivate
        ? 'groups:history'
        : 'channels:history';

  // The authorize page: what a person sees in the popup (Allow / Cancel).
  app.get<{ Querystring: Args }>('/oauth/v2/authorize', async (request, reply) => {
    const q = request.query;
    if (q.client_id !== store.app.clientId)
      return reply
        .type('text/html')
        .send('<!doctype html><title>Slack</title><p>Invalid client_id parameter</p>');
    const who = store.users.get(hooks.authorizeAs() ?? '');
    const params = new URLSearchParams({ redirect_uri: q.redirect_uri ?? '', state: q.state ?? '' });
    return reply
      .type('text/html')
      .send(`<!doctype html><html lang="en"><head><title>Slack: authorize</title></head>
<body><main><h1>Northdesk is requesting permission to access the ${escapeHtml(store.team.name)} Slack workspace</h1>
<p>Signed in as ${escapeHtml(who?.realName ?? 'nobody')}</p>
<p>Scopes: ${escapeHtml(q.user_scope ?? q.scope ?? '')}</p>
<a href="/oauth/v2/authorize/decide?${params}&amp;allow=1">Allow</a>
<a href="/oauth/v2/authorize/decide?${params}&amp;allow=0">Cancel</a></main></body></html>`);
  });
  app.get<{ Querystring: Args }>('/oauth/v2/authorize/decide', async (request, reply) => {
    const { redirect_uri: redirectUri, state, allow } = request.query;
    const target = new URL(redirectUri ?? '');
    const who = hooks.authorizeAs();
    if (allow === '1' && who) target.searchParams.set('code', store.issueCode(who, redirectUri ?? null));
    else target.searchParams.set('error', 'access_denied');
    target.searchParams.set('state', state ?? '');
    return reply.redirect(target.toString());
  });

  app.route<{ Params: { method: string } }>({
    method: ['GET', 'POST'],
    url: '/api/:method',
    handler: async (request, reply) => {
      const method = request.params.method;
      const args = argsOf(request);
      if (method === 'oauth.v2.access') {
        if (!hooks.admit(method, reply)) return reply;
        const client = clientOf(request, args);
        if (client.id !== store.app.clientId) return fail(reply, 'invalid_client_id');
        if (client.secret !== store.app.clientSecret) return fail(reply, 'bad_client_secret');
        const grant = args.grant_type ?? 'authorization_code';
        const base = {
          ok: true,
          app_id: store.app.id,
          team: { id: store.team.id, name: store.team.name },
          enterprise: null,
          is_enterprise_install: false,
        };
        if (grant === 'refresh_token') {
          const used = store.refreshTokens.get(args.refresh_token ?? '');
          if (!used || used.revoked) return fail(reply, 'invalid_refresh_token');
          // Each refresh revokes the refresh token it used (spec A.2).
          used.revoked = true;
          const issued = store.issueTokens(used.userId, used.scopes);
          return {
            ...base,
            access_token: issued.access,
            token_type: 'user',
            scope: used.scopes.join(','),
            refresh_token: issued.refresh,
            expires_in: issued.expiresIn,
          };
        }
        if (grant !== 'authorization_code') return fail(reply, 'invalid_grant_type');
        const code = store.codes.get(args.code ?? '');
        if (!code || code.expiresAt < Date.now()) return fail(reply, 'invalid_code');
        store.codes.delete(args.code ?? '');
        if (code.redirectUri && args.redirect_uri !== undefined && args.redirect_uri !== code.redirectUri)
          return fail(reply, 'bad_redirect_uri');
        const scopes = hooks.grantedScopes() ?? FAKE_SLACK_SCOPES;
        const issued = store.issueTokens(code.userId, scopes);
        // A user-scope install: no bot token at the top level, everything in authed_user (spec A.1).
        return {
          ...base,
          authed_user: {
            id: code.userId,
            scope: scopes.join(','),
            access_token: issued.access,
            token_type: 'user',
            expires_in: issued.expiresIn,
            refresh_token: issued.refresh,
          },
        };
      }

      const token = tokenOf(request, args);
      if (typeof token === 'string') {
        if (!hooks.admit(method, reply)) return reply;
        return fail(reply, token);
      }
      const key = method === 'chat.postMessage' ? `${method}:${args.channel ?? ''}` : method;
      if (!hooks.admit(method, reply, key)) return reply;
      const me = token.userId;
      const visible = (id: string | undefined) => {
        const channel = store.channels.get(id ?? '');
        if (!channel) return null;
        if (channel.isPrivate && !channel.members.has(me)) return null;
        return channel;
      };

      switch (method) {
        case 'auth.test': {
          const user = store.users.get(me);
          return {
            ok: true,
            url: `https://${store.team.domain}.slack.com/`,
            team: store.team.name,
            user: user?.name ?? '',
            team_id: store.team.id,
            user_id: me,
            is_enterprise_install: false,
            expires_in: Math.max(0, Math.floor((token.expiresAt - Date.now()) / 1000)),
          };
        }
        case 'conversations.list': {
          const types = (args.types ?? 'public_channel').split(',');
          const known = ['public_channel', 'private_channel', 'mpim', 'im'];
          if (types.some((t) => !known.includes(t))) return fail(reply, 'invalid_types');
          const scopeFor: Record<string, string> = {
            public_channel: 'channels:read',
            private_channel: 'groups:read',
            im: 'im:read',
            mpim: 'mpim:read',
          };
          for (const type of types) if (!needs(token, scopeFor[type] ?? '', reply)) return reply;
          const limit = Number(args.limit ?? 100);
          if (!Number.isInteger(limit) || limit < 1 || limit >= 1000) return fail(reply, 'invalid_limit');
          const offset = decodeCursor(args.cursor);
          if (offset === null) return fail(reply, 'invalid_cursor');
          const all = [...store.channels.values()].filter((c) => {
            if (flag(args.exclude_archived) && c.isArchived) return false;
            if (c.isIm) return types.includes('im') && c.members.has(me);
            if (c.isPrivate) return types.includes('private_channel') && c.members.has(me);
            return types.includes('public_channel');
          });
          const page = all.slice(offset, offset + limit);
          return {
            ok: true,
            channels: page.map((c) => conversationOf(c, me)),
            response_metadata: {
              next_cursor: offset + limit < all.length ? encodeCursor(offset + limit) : '',
            },
          };
        }
        case 'conversations.info': {
          const channel = visible(args.channel);
          if (!channel) return fail(reply, 'channel_not_found');
          return { ok: true, channel: conversationOf(channel, me) };
        }
        case 'conversations.history':
        case 'conversations.replies': {
          const channel = visible(args.channel);
          if (!channel) return fail(reply, 'channel_not_found');
          if (!needs(token, historyScope(channel.id), reply)) return reply;
          if (!channel.members.has(me) && channel.isPrivate) return fail(reply, 'not_in_channel');
          const limit = Math.min(Number(args.limit ?? 100) || 100, 999);
          const offset = decodeCursor(args.cursor);
          if (offset === null) return fail(reply, 'invalid_cursor');
          if (method === 'conversations.replies' && !args.ts) return fail(reply, 'thread_not_found');
          const list = historyOf(store, channel.id, {
            ...(args.oldest ? { oldest: args.oldest } : {}),
            ...(args.latest ? { latest: args.latest } : {}),
            inclusive: flag(args.inclusive),
            ...(method === 'conversations.replies' && args.ts ? { threadTs: args.ts } : {}),
          });
          const page = list.slice(offset, offset + limit);
          const more = offset + limit < list.length;
          return {
            ok: true,
            messages: page,
            has_more: more,
            pin_count: 0,
            channel_actions_ts: null,
            channel_actions_count: 0,
            ...(args.latest ? { latest: args.latest } : {}),
            response_metadata: { next_cursor: more ? encodeCursor(offset + limit) : '' },
          };
        }
        case 'conversations.members': {
          const channel = visible(args.channel);
          if (!channel) return fail(reply, 'channel_not_found');
          const scope = channel.isPrivate ? 'groups:read' : 'channels:read';
          if (!needs(token, channel.isIm ? 'im:read' : scope, reply)) return reply;
          const limit = Math.min(Number(args.limit ?? 100) || 100, 1000);
          const offset = decodeCursor(args.cursor);
          if (offset === null) return fail(reply, 'invalid_cursor');
          const all = [...channel.members];
          return {
            ok: true,
            members: all.slice(offset, offset + limit),
            response_metadata: {
              next_cursor: offset + limit < all.length ? encodeCursor(offset + limit) : '',
            },
          };
        }
        case 'users.conversations': {
          // The caller's own channels (a user token may only ask about its own person here).
          if (args.user && args.user !== me) return fail(reply, 'user_not_visible');
          const types = (args.types ?? 'public_channel').split(',');
          const limit = Math.min(Number(args.limit ?? 100) || 100, 1000);
          const offset = decodeCursor(args.cursor);
          if (offset === null) return fail(reply, 'invalid_cursor');
          const all = [...store.channels.values()].filter((c) => {
            if (!c.members.has(me)) return false;
            if (flag(args.exclude_archived) && c.isArchived) return false;
            if (c.isIm) return types.includes('im');
            return types.includes(c.isPrivate ? 'private_channel' : 'public_channel');
          });
          return {
            ok: true,
            channels: all.slice(offset, offset + limit).map((c) => conversationOf(c, me)),
            response_metadata: {
              next_cursor: offset + limit < all.length ? encodeCursor(offset + limit) : '',
            },
          };
        }
        case 'chat.postMessage': {
          if (!needs(token, 'chat:write', reply)) return reply;
          const channel = visible(args.channel);
          if (!channel) return fail(reply, 'channel_not_found');
          if (channel.isArchived) return fail(reply, 'is_archived');
          if (!channel.members.has(me)) return fail(reply, 'not_in_channel');
          const text = args.text ?? '';
          if (!text.trim()) return fail(reply, 'no_text');
          if (text.length > 40_000) return fail(reply, 'msg_too_long');
          const message = store.post(channel.id, {
            user: me,
            text,
            ...(args.thread_ts ? { thread_ts: args.thread_ts } : {}),
          });
          return { ok: true, channel: channel.id, ts: message.ts, message };
        }
        case 'users.info': {
          if (!needs(token, 'users:read', reply)) return reply;
          const user = store.users.get(args.user ?? '');
          if (!user) return fail(reply, 'user_not_found');
          return { ok: true, user: userOf(user, store.team.id) };
        }
        case 'users.list': {
          if (!needs(token, 'users:read', reply)) return reply;
          const limit = Math.min(Number(args.limit ?? 200) || 200, 1000);
          const offset = decodeCursor(args.cursor);
          if (offset === null) return fail(reply, 'invalid_cursor');
          const all = [...store.users.values()];
          return {
            ok: true,
            members: all.slice(offset, offset + limit).map((u) => userOf(u, store.team.id)),
            cache_ts: Math.floor(Date.now() / 1000),
            response_metadata: {
              next_cursor: offset + limit < all.length ? encodeCursor(offset + limit) : '',
            },
          };
        }
        default:
          return fail(reply, 'unknown_method');
      }
    },
  });
}
