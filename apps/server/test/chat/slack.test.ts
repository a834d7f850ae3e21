import type {
  SlackApp,
  SlackChannelItem,
  SlackConnection,
  SlackMessageItem,
  SlackRefreshResponse,
} from '@northdesk/shared';
import { CHAT_COPY } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackApps, slackUserMappings } from '../../src/db/schema/index.ts';
import { runSlackPoll } from '../../src/features/chat/slack/slack-poll.job.ts';
import { slackSecret } from '../../src/features/chat/slack/slack-tokens.ts';
import { decryptToken } from '../../src/features/hubspot/token-crypto.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import {
  createFakeSlackStore,
  type FakeSlack,
  seedSlackSample,
  startFakeSlack,
} from '../support/fake-slack/fake-slack-server.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let fake: FakeSlack;
let server: TestServer;
let sample: ReturnType<typeof seedSlackSample>;
beforeAll(async () => {
  const store = createFakeSlackStore();
  sample = seedSlackSample(store);
  fake = await startFakeSlack({ store });
  server = await startTestServer({ SLACK_API_URL: fake.url });
}, 60_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** Walks the popup as a browser would: our authorize URL → Slack's Allow → our callback. */
async function connect(client: TestClient, allow = true): Promise<string> {
  const authorize = await client.post('/api/chat/slack/authorize', {});
  expect(authorize.statusCode, authorize.body).toBe(200);
  const authUrl = new URL(json<{ authUrl: string }>(authorize).authUrl);
  expect(authUrl.origin + authUrl.pathname).toBe(`${fake.url}/oauth/v2/authorize`);
  expect(authUrl.searchParams.get('user_scope')).toContain('groups:read');
  const page = await fetch(authUrl);
  const html = await page.text();
  const decide = /href="([^"]+allow=1)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const choice = allow ? decide : decide.replace('allow=1', 'allow=0');
  const redirect = await fetch(new URL(choice, fake.url), { redirect: 'manual' });
  const landing = new URL(redirect.headers.get('location') ?? '');
  expect(landing.pathname).toBe('/api/chat/slack/callback');
  const callback = await client.get(`${landing.pathname}${landing.search}`);
  expect(callback.statusCode).toBe(200);
  expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  return callback.body;
}

async function tenantWithApp() {
  const admin = await signedInUser(server, { role: 'admin' });
  const saved = await admin.client.put('/api/chat/slack/app', {
    clientId: fake.store.app.clientId,
    clientSecret: fake.store.app.clientSecret,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return admin;
}

describe('Slack app and connection', () => {
  it('stores the app secret encrypted and masked; connects a person through the popup; disconnect deletes the mapping', async () => {
    const admin = await tenantWithApp();
    const app = json<SlackApp>(await admin.client.get('/api/chat/slack/app'));
    expect(app).toMatchObject({ configured: true, clientId: fake.store.app.clientId });
    expect(app.clientSecretMasked).toMatch(/^•+cret$/);
    const [row] = await server.deps.database.db.select().from(slackApps);
    expect(row?.clientSecretCiphertext).not.toContain('secret');

    const before = json<SlackConnection>(await admin.client.get('/api/chat/slack/connection'));
    expect(before).toMatchObject({ appConfigured: true, isConnected: false });
    const html = await connect(admin.client);
    expect(html).toContain('data-ok="true"');
    const after = json<SlackConnection>(await admin.client.get('/api/chat/slack/connection'));
    expect(after).toMatchObject({
      isConnected: true,
      needsReconnection: false,
      slackUsername: sample.grace.name,
      teamName: fake.store.team.name,
    });
    const mappings = await server.deps.database.db.select().from(slackUserMappings);
    const mine = mappings.find((m) => m.userId === admin.userId);
    expect(mine?.accessTokenCiphertext.startsWith('xoxe')).toBe(false);
    expect(decryptToken(await slackSecret(server.deps), mine?.accessTokenCiphertext ?? '')).toMatch(
      /^xoxe\.xoxp-/,
    );

    expect((await admin.client.delete('/api/chat/slack/connection')).statusCode).toBe(204);
    expect(json<SlackConnection>(await admin.client.get('/api/chat/slack/connection')).isConnected).toBe(
      false,
    );
    expect(
      (await server.deps.database.db.select().from(slackUserMappings)).some((m) => m.userId === admin.userId),
    ).toBe(false);
  });

  it('a denied or forged authorization connects nobody', async () => {
    const admin = await tenantWithApp();
    expect(await connect(admin.client, false)).toContain('data-error="access_denied"');
    const forged = await admin.client.get('/api/chat/slack/callback?code=x&state=forged.state');
    expect(forged.body).toContain('data-error="invalid_state"');
    expect(json<SlackConnection>(await admin.client.get('/api/chat/slack/connection')).isConnected).toBe(
      false,
    );
  });

  it('rotates tokens: Refresh Token issues a new pair, the old refresh token is dead; an expired token is refreshed and the call retried once; a revoked one asks to reconnect', async () => {
    const admin = await tenantWithApp();
    await connect(admin.client);
    const tokensBefore = fake.store.refreshTokens.size;
    const refreshed = json<SlackRefreshResponse>(await admin.client.post('/api/chat/slack/refresh', {}));
    expect(refreshed).toEqual({ success: true, needsReconnection: false, error: null });
    expect(fake.store.refreshTokens.size).toBe(tokensBefore + 1);
    expect([...fake.store.refreshTokens.values()].filter((t) => t.revoked).length).toBeGreaterThanOrEqual(1);

    fake.store.expireAll();
    const channels = await admin.client.get('/api/chat/slack/channels?fresh=true');
    expect(channels.statusCode, channels.body).toBe(200);

    fake.store.revokeAll();
    const expired = await admin.client.get('/api/chat/slack/channels?fresh=true');
    expect(expired.statusCode).toBe(409);
    expect(json<ErrorBody>(expired).error).toMatchObject({
      message: CHAT_COPY.expired,
      fields: { needsReconnection: 'true' },
    });
    const refusal = json<SlackRefreshResponse>(await admin.client.post('/api/chat/slack/refresh', {}));
    expect(refusal).toMatchObject({ success: false, needsReconnection: true });
    expect(json<SlackConnection>(await admin.client.get('/api/chat/slack/connection'))).toMatchObject({
      isConnected: false,
      needsReconnection: true,
    });
  });
});

describe('Slack in the chat window', () => {
  it('lists channels (not archived, no DMs), reads 50 then only newer, posts, and maps errors to the catalogue', async () => {
    const admin = await tenantWithApp();
    await connect(admin.client);
    const { channels } = json<{ channels: SlackChannelItem[] }>(
      await admin.client.get('/api/chat/slack/channels'),
    );
    expect(channels.map((c) => c.name)).toEqual(['general', 'leadership', 'sales']);
    expect(channels.every((c) => !c.isIm && !c.isArchived)).toBe(true);

    const url = `/api/chat/slack/channels/${sample.general.id}/messages`;
    const first = json<{ messages: SlackMessageItem[] }>(await admin.client.get(url)).messages;
    // The channel_join has no text and a channel_ subtype: not shown. Oldest first.
    expect(first.map((m) => m.text)).toEqual([
      'Morning all, the Leeds delivery is booked for Thursday.',
      'Thanks Alan!',
    ]);
    expect(first[0]).toMatchObject({ username: 'alan', userProfile: { realName: 'Alan Turing' } });
    const newest = first.at(-1)?.ts ?? '';

    const sent = await admin.client.post(url, { text: 'Quote sent to Acme.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json<{ message: SlackMessageItem }>(sent).message).toMatchObject({
      text: 'Quote sent to Acme.',
      user: sample.grace.id,
    });
    fake.store.post(sample.general.id, { user: sample.alan.id, text: 'Great, thanks Grace' });
    const newer = json<{ messages: SlackMessageItem[] }>(
      await admin.client.get(`${url}?oldest=${newest}`),
    ).messages;
    expect(newer.map((m) => m.text)).toEqual(['Quote sent to Acme.', 'Great, thanks Grace']);

    expect((await admin.client.post(url, { text: '   ' })).statusCode).toBe(400);
    const gone = await admin.client.get('/api/chat/slack/channels/C999999999/messages');
    expect(gone.statusCode).toBe(404);
    expect(json<ErrorBody>(gone).error.message).toBe(CHAT_COPY.channelNotFound);
    // A channel nobody read in the last 3 s asks Slack, whose refusals are the catalogue.
    const salesUrl = `/api/chat/slack/channels/${sample.sales.id}/messages`;
    fake.failNext({ method: 'conversations.history', error: 'not_in_channel' });
    const denied = await admin.client.get(salesUrl);
    expect(json<ErrorBody>(denied).error.message).toBe(CHAT_COPY.notInChannel);
    fake.failNext({ method: 'conversations.history', error: 'missing_scope' });
    const scopes = await admin.client.get(salesUrl);
    expect(scopes.statusCode).toBe(403);
    expect(json<ErrorBody>(scopes).error.message).toBe(CHAT_COPY.missingScopes);
    // A 429 is waited out (Retry-After) and the call goes through.
    fake.failNext({ method: 'conversations.history', error: 'ratelimited', status: 429, retryAfter: 1 });
    expect((await admin.client.get(salesUrl)).statusCode).toBe(200);
  });

  it('polls Slack once per tenant, whatever the number of open windows, and announces what is new', async () => {
    const admin = await tenantWithApp();
    await connect(admin.client);
    const colleague = await signedInUser(server, { role: 'operative', companyId: admin.companyId });
    await connect(colleague.client);
    // Opening the channel starts the watch; the heartbeat keeps it.
    for (const person of [admin, colleague]) {
      expect(
        (await person.client.get(`/api/chat/slack/channels/${sample.sales.id}/messages`)).statusCode,
      ).toBe(200);
      expect(
        (await person.client.post(`/api/chat/slack/channels/${sample.sales.id}/watch`, {})).statusCode,
      ).toBe(204);
    }
    type Seen = { userId?: string; channelId?: string; truncated?: boolean; messages?: SlackMessageItem[] };
    const events: Seen[] = [];
    const stop = [admin.userId, colleague.userId].map((userId) =>
      server.deps.realtime.subscribe(userId, (event) => {
        if (event.event === 'chat.slack') events.push(event as Seen);
      }),
    );
    const pallets = () =>
      events.filter((event) => event.messages?.some((m) => m.text === 'Pallets confirmed'));
    fake.resetStats();
    const controller = new AbortController();
    const poll = runSlackPoll(server.deps, { companyId: admin.companyId, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 500));
    fake.store.post(sample.sales.id, { user: sample.alan.id, text: 'Pallets confirmed' });
    const deadline = Date.now() + 15_000;
    while (pallets().length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    await poll;
    for (const off of stop) off();
    // Each watcher told once; the message itself travels in the event: no window asks anyone for it.
    expect(
      pallets()
        .map((event) => event.userId)
        .sort(),
    ).toEqual([admin.userId, colleague.userId].sort());
    for (const event of pallets()) {
      expect(event).toMatchObject({ channelId: sample.sales.id, truncated: false });
      expect(event.messages?.find((m) => m.text === 'Pallets confirmed')).toMatchObject({
        username: 'alan',
        userProfile: { realName: 'Alan Turing' },
      });
    }
    // Two people watching, one history call per cycle (3 s): never a call per window.
    expect(fake.stats.byMethod['conversations.history'] ?? 0).toBeLessThanOrEqual(8);
  }, 60_000);

  it('shares one read among windows that may read the channel, never a private one, and honours Retry-After', async () => {
    const admin = await tenantWithApp();
    await connect(admin.client);
    const people = await Promise.all(
      [1, 2, 3].map(() => signedInUser(server, { role: 'operative', companyId: admin.companyId })),
    );
    for (const person of people) await connect(person.client);
    fake.resetStats();
    const general = `/api/chat/slack/channels/${sample.general.id}/messages`;
    const answers = await Promise.all(people.map((person) => person.client.get(general)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(fake.stats.byMethod['conversations.history']).toBe(1);

    // Grace reads the private channel; Alan (not in it) is never answered from her read.
    const leadership = `/api/chat/slack/channels/${sample.leadership.id}/messages`;
    expect((await admin.client.get(leadership)).statusCode).toBe(200);
    const alan = await signedInUser(server, { role: 'operative', companyId: admin.companyId });
    fake.authorizeAs(sample.alan.id);
    await connect(alan.client);
    fake.authorizeAs(null);
    const refused = await alan.client.get(leadership);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Leeds');
    // A heartbeat alone starts no watch (the poller's news goes to people Slack let read).
    expect((await alan.client.post(leadership.replace('/messages', '/watch'), {})).statusCode).toBe(204);
    const [mapping] = await server.deps.database.db
      .select({ watched: slackUserMappings.watchedChannels })
      .from(slackUserMappings)
      .where(eq(slackUserMappings.userId, alan.userId));
    expect(mapping?.watched).toEqual({});

    // Slack's Retry-After (longer than a request may wait): nobody on this node asks before it passes.
    const sales = `/api/chat/slack/channels/${sample.sales.id}/messages`;
    fake.resetStats();
    fake.failNext({ method: 'conversations.history', error: 'ratelimited', status: 429, retryAfter: 40 });
    expect((await admin.client.get(sales)).statusCode).toBe(429);
    expect((await people[0]?.client.get(sales))?.statusCode).toBe(429);
    expect(fake.stats.byMethod['conversations.history']).toBe(1);
  });

  it('keeps my read marker per Slack channel, forward only (ChatProvider mark read)', async () => {
    const admin = await tenantWithApp();
    const read = `/api/chat/slack/channels/${sample.general.id}/read`;
    expect((await admin.client.post(read, { ts: '1700000002.000100' })).statusCode).toBe(409);
    await connect(admin.client);
    expect(json<{ lastReadTs: string }>(await admin.client.post(read, { ts: '1700000002.000100' }))).toEqual({
      lastReadTs: '1700000002.000100',
    });
    expect(json<{ lastReadTs: string }>(await admin.client.post(read, { ts: '1700000001.000900' }))).toEqual({
      lastReadTs: '1700000002.000100',
    });
    expect((await admin.client.post(read, { ts: 'yesterday' })).statusCode).toBe(400);
  });

  it("guards: 401 without a session, 403 for the app settings below admin, one tenant never reads another tenant's app", async () => {
    const admin = await tenantWithApp();
    const { TestClient } = await import('../support/client.ts');
    const nobody = new TestClient(server.app);
    for (const [method, url] of [
      ['GET', '/api/chat/slack/app'],
      ['GET', '/api/chat/slack/connection'],
      ['POST', '/api/chat/slack/authorize'],
      ['GET', '/api/chat/slack/channels'],
      ['GET', `/api/chat/slack/channels/${sample.general.id}/messages`],
      ['POST', `/api/chat/slack/channels/${sample.general.id}/read`],
    ] as const)
      expect((await nobody.request(method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    const operative = await signedInUser(server, { role: 'operative', companyId: admin.companyId });
    expect((await operative.client.get('/api/chat/slack/app')).statusCode).toBe(403);
    expect(
      (await operative.client.put('/api/chat/slack/app', { clientId: 'x', clientSecret: 'y' })).statusCode,
    ).toBe(403);
    const other = await signedInUser(server, { role: 'admin', companyName: 'Other Tenant' });
    expect(json<SlackApp>(await other.client.get('/api/chat/slack/app')).configured).toBe(false);
    expect(json<SlackConnection>(await other.client.get('/api/chat/slack/connection')).appConfigured).toBe(
      false,
    );
    expect((await other.client.post('/api/chat/slack/authorize', {})).statusCode).toBe(400);
  });
});
