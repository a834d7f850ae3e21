import crypto from 'node:crypto';

/*
 * The state behind the fake Slack (fake-slack-server.ts): one workspace with its people, channels
 * (public, private, archived, direct messages), messages keyed by (channel, ts), one app (client id
 * and secret) and the tokens it issued. Tokens rotate as Slack's do with token rotation on: an
 * access token lives `accessTtlSeconds`, each refresh revokes the refresh token it used.
 */

export type FakeSlackUser = { id: string; name: string; realName: string; displayName: string };
export type FakeSlackChannel = {
  id: string;
  name: string | null;
  isPrivate: boolean;
  isArchived: boolean;
  isIm: boolean;
  /** IMs: the other person. */
  user?: string;
  members: Set<string>;
  created: number;
};
export type FakeSlackMessage = {
  type: 'message';
  ts: string;
  user?: string;
  text: string;
  subtype?: string;
  bot_id?: string;
  thread_ts?: string;
  reply_count?: number;
};
export type FakeSlackToken = {
  userId: string;
  scopes: string[];
  expiresAt: number;
  revoked: boolean;
};

export const FAKE_SLACK_SCOPES = [
  'channels:read',
  'channels:history',
  'groups:read',
  'groups:history',
  'im:read',
  'im:history',
  'chat:write',
  'users:read',
];

export function createFakeSlackStore(
  options: { clientId?: string; clientSecret?: string; accessTtlSeconds?: number } = {},
) {
  const team = { id: 'T0FAKE0001', name: 'Northdesk Fake Workspace', domain: 'northdesk-fake' };
  const app = {
    id: 'A0FAKE0001',
    clientId: options.clientId ?? '1111111111.2222222222',
    clientSecret: options.clientSecret ?? 'fake-slack-client-secret',
    /** Signs the events the fake sends (Events API, spec A.10). */
    signingSecret: 'fake-slack-signing-secret',
  };
  let accessTtlSeconds = options.accessTtlSeconds ?? 43_200;
  const users = new Map<string, FakeSlackUser>();
  const channels = new Map<string, FakeSlackChannel>();
  const messages = new Map<string, FakeSlackMessage[]>();
  /** code → who approved, the redirect it was issued for, and when it expires. */
  const codes = new Map<string, { userId: string; redirectUri: string | null; expiresAt: number }>();
  const accessTokens = new Map<string, FakeSlackToken>();
  const refreshTokens = new Map<string, { userId: string; scopes: string[]; revoked: boolean }>();
  let seq = 0;
  let lastTs = 0;

  const id = (prefix: string) => `${prefix}${String(++seq).padStart(9, '0').toUpperCase()}`;
  const secret = () => crypto.randomBytes(18).toString('base64url');

  function nextTs(): string {
    // Microsecond timestamps, strictly increasing (unique per channel, as Slack's are).
    const now = Date.now() * 1000;
    lastTs = Math.max(lastTs + 1, now);
    return `${Math.floor(lastTs / 1_000_000)}.${String(lastTs % 1_000_000).padStart(6, '0')}`;
  }

  const store = {
    team,
    app,
    users,
    channels,
    messages,
    codes,
    accessTokens,
    refreshTokens,
    setAccessTtl(seconds: number) {
      accessTtlSeconds = seconds;
    },
    addUser(name: string, realName = name): FakeSlackUser {
      const user = { id: id('U'), name, realName, displayName: name };
      users.set(user.id, user);
      return user;
    },
    addChannel(
      name: string,
      members: string[],
      flags: { isPrivate?: boolean; isArchived?: boolean } = {},
    ): FakeSlackChannel {
      const channel: FakeSlackChannel = {
        id: id('C'),
        name,
        isPrivate: Boolean(flags.isPrivate),
        isArchived: Boolean(flags.isArchived),
        isIm: false,
        members: new Set(members),
        created: Math.floor(Date.now() / 1000),
      };
      channels.set(channel.id, channel);
      messages.set(channel.id, []);
      return channel;
    },
    addIm(a: string, b: string): FakeSlackChannel {
      const channel: FakeSlackChannel = {
        id: id('D'),
        name: null,
        isPrivate: true,
        isArchived: false,
        isIm: true,
        user: b,
        members: new Set([a, b]),
        created: Math.floor(Date.now() / 1000),
      };
      channels.set(channel.id, channel);
      messages.set(channel.id, []);
      return channel;
    },
    post(channelId: string, message: Omit<FakeSlackMessage, 'ts' | 'type'>): FakeSlackMessage {
      const list = messages.get(channelId) ?? [];
      const posted: FakeSlackMessage = { type: 'message', ts: nextTs(), ...message };
      list.push(posted);
      messages.set(channelId, list);
      if (message.thread_ts) {
        const parent = list.find((m) => m.ts === message.thread_ts);
        if (parent) parent.reply_count = (parent.reply_count ?? 0) + 1;
      }
      return posted;
    },
    issueCode(userId: string, redirectUri: string | null): string {
      const code = `${Date.now()}.${secret()}`;
      codes.set(code, { userId, redirectUri, expiresAt: Date.now() + 10 * 60_000 });
      return code;
    },
    /** A rotating user token pair (xoxe.xoxp-… and xoxe-1-…). */
    issueTokens(userId: string, scopes: string[]) {
      const access = `xoxe.xoxp-1-${secret()}`;
      const refresh = `xoxe-1-${secret()}`;
      accessTokens.set(access, {
        userId,
        scopes,
        expiresAt: Date.now() + accessTtlSeconds * 1000,
        revoked: false,
      });
      refreshTokens.set(refresh, { userId, scopes, revoked: false });
      return { access, refresh, expiresIn: accessTtlSeconds };
    },
    /** Someone leaves (or is removed from) a channel: Slack stops answering them for it. */
    removeMember(channelId: string, userId: string): boolean {
      return channels.get(channelId)?.members.delete(userId) ?? false;
    },
    /** Every access token expires now (the next call answers token_expired). */
    expireAll() {
      for (const token of accessTokens.values()) token.expiresAt = Date.now() - 1;
    },
    /** Every token of the app is revoked (refresh answers invalid_refresh_token). */
    revokeAll() {
      for (const token of accessTokens.values()) token.revoked = true;
      for (const token of refreshTokens.values()) token.revoked = true;
    },
  };
  return store;
}

export type FakeSlackStore = ReturnType<typeof createFakeSlackStore>;

/** A small believable workspace: three people, #general, #sales, a private #leadership, an archived channel, a DM. */
export function seedSlackSample(store: FakeSlackStore) {
  const grace = store.addUser('grace', 'Grace Hopper');
  const alan = store.addUser('alan', 'Alan Turing');
  const ada = store.addUser('ada', 'Ada Lovelace');
  const all = [grace.id, alan.id, ada.id];
  const general = store.addChannel('general', all);
  const sales = store.addChannel('sales', all);
  const leadership = store.addChannel('leadership', [grace.id, ada.id], { isPrivate: true });
  store.addChannel('old-project', all, { isArchived: true });
  store.addIm(grace.id, alan.id);
  store.post(general.id, { user: alan.id, text: 'Morning all, the Leeds delivery is booked for Thursday.' });
  store.post(general.id, { user: ada.id, text: 'Thanks Alan!' });
  store.post(general.id, { user: ada.id, text: '', subtype: 'channel_join' });
  store.post(sales.id, { user: grace.id, text: 'Acme Harbour Foods asked for a quote on 20 pallets.' });
  return { grace, alan, ada, general, sales, leadership };
}
