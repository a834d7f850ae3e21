import crypto from 'node:crypto';
import { CHAT_COPY, type SlackApp } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runSlackPoll } from '../../src/features/chat/slack/slack-poll.job.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import {
  createFakeSlackStore,
  type FakeSlack,
  seedSlackSample,
  startFakeSlack,
} from '../support/fake-slack/fake-slack-server.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Slack's Events API (slack-events.routes.ts): with the app's signing secret stored, the fake
 * Slack's member_left_channel (signed, POSTed to the tenant's Request URL) ends the person's
 * access at once: no wait for the poller's members check. Only signed, recent requests count.
 */

type Seen = { event: string; userId?: string; channelId?: string; messages?: { text: string }[] };

let fake: FakeSlack;
let server: TestServer;
let address: string;
let sample: ReturnType<typeof seedSlackSample>;
beforeAll(async () => {
  const store = createFakeSlackStore();
  sample = seedSlackSample(store);
  fake = await startFakeSlack({ store });
  server = await startTestServer({ SLACK_API_URL: fake.url });
  // The fake POSTs its events over HTTP, as Slack would.
  address = await server.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function connect(client: TestClient, slackUserId: string) {
  fake.authorizeAs(slackUserId);
  const authUrl = new URL(
    json<{ authUrl: string }>(await client.post('/api/chat/slack/authorize', {})).authUrl,
  );
  const html = await (await fetch(authUrl)).text();
  const decide = /href="([^"]+allow=1)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const redirect = await fetch(new URL(decide, fake.url), { redirect: 'manual' });
  const landing = new URL(redirect.headers.get('location') ?? '');
  expect((await client.get(`${landing.pathname}${landing.search}`)).body).toContain('data-ok="true"');
  fake.authorizeAs(null);
}

async function tenant(signingSecret?: string) {
  const admin = await signedInUser(server, { role: 'admin' });
  const saved = await admin.client.put('/api/chat/slack/app', {
    clientId: fake.store.app.clientId,
    clientSecret: fake.store.app.clientSecret,
    ...(signingSecret ? { signingSecret } : {}),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { admin, app: json<SlackApp>(saved) };
}

const sign = (secret: string, timestamp: string, body: string) =>
  `v0=${crypto.createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;

function deliver(companyId: string, body: string, headers: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: `/api/chat/slack/events/${companyId}`,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('Slack events', () => {
  it('answers only requests signed with the tenant signing secret and recent: 404 without one, 401 otherwise; url_verification echoes the challenge', async () => {
    const bare = await tenant();
    expect(bare.app).toMatchObject({ eventsConfigured: false });
    const body = JSON.stringify({ type: 'url_verification', challenge: 'abc123', token: 'x' });
    const now = String(Math.floor(Date.now() / 1000));
    const good = sign(fake.store.app.signingSecret, now, body);
    const noSecret = await deliver(bare.admin.companyId, body, {
      'x-slack-request-timestamp': now,
      'x-slack-signature': good,
    });
    expect(noSecret.statusCode).toBe(404);
    expect(json<{ error: { message: string } }>(noSecret).error.message).toBe(
      CHAT_COPY.slackEventsNotConfigured,
    );
    expect(
      (
        await deliver(crypto.randomUUID(), body, {
          'x-slack-request-timestamp': now,
          'x-slack-signature': good,
        })
      ).statusCode,
    ).toBe(404);

    const { admin, app } = await tenant(fake.store.app.signingSecret);
    expect(app).toMatchObject({
      eventsConfigured: true,
      eventsUrl: expect.stringMatching(new RegExp(`/api/chat/slack/events/${admin.companyId}$`)),
    });
    const id = admin.companyId;
    expect((await deliver(id, body, {})).statusCode).toBe(401);
    expect(
      (await deliver(id, body, { 'x-slack-request-timestamp': now, 'x-slack-signature': 'v0=00' }))
        .statusCode,
    ).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 600);
    expect(
      (
        await deliver(id, body, {
          'x-slack-request-timestamp': old,
          'x-slack-signature': sign(fake.store.app.signingSecret, old, body),
        })
      ).statusCode,
    ).toBe(401);
    // Another tenant's secret does not open this one.
    expect(
      (
        await deliver(id, body, {
          'x-slack-request-timestamp': now,
          'x-slack-signature': sign('someone-else', now, body),
        })
      ).statusCode,
    ).toBe(401);
    const ok = await deliver(id, body, { 'x-slack-request-timestamp': now, 'x-slack-signature': good });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toEqual({ challenge: 'abc123' });
    // Signed but not JSON: 400; signed events of other kinds: accepted and ignored.
    const junk = 'not json';
    expect(
      (
        await deliver(id, junk, {
          'x-slack-request-timestamp': now,
          'x-slack-signature': sign(fake.store.app.signingSecret, now, junk),
        })
      ).statusCode,
    ).toBe(400);
    const other = JSON.stringify({ type: 'app_rate_limited', team_id: 'T1', minute_rate_limited: 1 });
    expect(
      json(
        await deliver(id, other, {
          'x-slack-request-timestamp': now,
          'x-slack-signature': sign(fake.store.app.signingSecret, now, other),
        }),
      ),
    ).toEqual({ ok: true });
    // The signing secret is an admin's setting like the rest of the app.
    const operative = await signedInUser(server, { role: 'operative', companyId: id });
    expect(
      (
        await operative.client.put('/api/chat/slack/app', {
          clientId: 'x',
          clientSecret: 'y',
          signingSecret: 'z',
        })
      ).statusCode,
    ).toBe(403);
  });

  it("Slack's member_left_channel ends the removed person's access at once; the others still receive", async () => {
    const { admin: grace } = await tenant(fake.store.app.signingSecret);
    await connect(grace.client, sample.grace.id);
    const ada = await signedInUser(server, { role: 'operative', companyId: grace.companyId });
    await connect(ada.client, sample.ada.id);
    const leadership = `/api/chat/slack/channels/${sample.leadership.id}/messages`;
    for (const person of [grace, ada]) expect((await person.client.get(leadership)).statusCode).toBe(200);
    const events: Seen[] = [];
    const stops = [grace.userId, ada.userId].map((userId) =>
      server.deps.realtime.subscribe(userId, (event) => events.push({ ...(event as Seen), userId })),
    );
    fake.setEventsUrl(`${address}/api/chat/slack/events/${grace.companyId}`);
    const controller = new AbortController();
    const poll = runSlackPoll(server.deps, { companyId: grace.companyId, signal: controller.signal });
    try {
      const outcome = await fake.removeMember(sample.leadership.id, sample.ada.id);
      expect(outcome).toEqual({ removed: true, eventStatus: 200 });
      // Told at once: the event was handled before Slack got its 200; on PostgreSQL the news then
      // travels through LISTEN/NOTIFY, so it reaches the stream a moment after the commit.
      await vi.waitFor(
        () =>
          expect(events).toContainEqual(
            expect.objectContaining({
              event: 'chat.slack-access',
              userId: ada.userId,
              channelId: sample.leadership.id,
            }),
          ),
        { timeout: 5_000 },
      );
      // The very next message: Grace gets it, Ada never does (no members check needed first).
      fake.resetStats();
      fake.store.post(sample.leadership.id, { user: sample.grace.id, text: 'After Ada left' });
      const got = (userId: string) =>
        events.some(
          (e) =>
            e.event === 'chat.slack' &&
            e.userId === userId &&
            e.messages?.some((m) => m.text === 'After Ada left'),
        );
      const deadline = Date.now() + 15_000;
      while (!got(grace.userId) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(got(grace.userId)).toBe(true);
      expect(got(ada.userId)).toBe(false);
      expect(fake.stats.byMethod['conversations.members'] ?? 0).toBe(0);
    } finally {
      controller.abort();
      await poll;
      for (const stop of stops) stop();
      fake.setEventsUrl(null);
    }
    const refused = await ada.client.get(leadership);
    expect(refused.statusCode).toBe(404);
    expect(json<{ error: { fields?: Record<string, string> } }>(refused).error.fields).toMatchObject({
      access: 'revoked',
    });
  }, 60_000);
});
