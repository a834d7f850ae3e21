import type { SlackChannelItem, SlackMessageItem } from '@northdesk/shared';
import { CHAT_COPY } from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackChannelAccess, slackUserMappings } from '../../src/db/schema/index.ts';
import { SLACK_ACCESS_REFRESH_MS, SLACK_ACCESS_TTL_MS } from '../../src/features/chat/slack/slack-access.ts';
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
 * A person removed from a private Slack channel stops receiving it (slack-access.ts): the poller
 * re-asks Slack who is in the channel (conversations.members on the fake) and delivers only to
 * people Slack confirmed; their own reads are refused with the "no longer available" copy, the
 * channel leaves their list and their window is told on the event stream.
 */

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Seen = { event: string; userId?: string; channelId?: string; messages?: SlackMessageItem[] };

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

/** The popup as a browser walks it, approving as `slackUserId`. */
async function connect(client: TestClient, slackUserId: string) {
  fake.authorizeAs(slackUserId);
  const authorize = await client.post('/api/chat/slack/authorize', {});
  const authUrl = new URL(json<{ authUrl: string }>(authorize).authUrl);
  const html = await (await fetch(authUrl)).text();
  const decide = /href="([^"]+allow=1)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const redirect = await fetch(new URL(decide, fake.url), { redirect: 'manual' });
  const landing = new URL(redirect.headers.get('location') ?? '');
  expect((await client.get(`${landing.pathname}${landing.search}`)).body).toContain('data-ok="true"');
  fake.authorizeAs(null);
}

/** A tenant whose Grace and Ada (both in the private #leadership) have it open. */
async function twoWatchers() {
  const grace = await signedInUser(server, { role: 'admin' });
  const saved = await grace.client.put('/api/chat/slack/app', {
    clientId: fake.store.app.clientId,
    clientSecret: fake.store.app.clientSecret,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await connect(grace.client, sample.grace.id);
  const ada = await signedInUser(server, { role: 'operative', companyId: grace.companyId });
  await connect(ada.client, sample.ada.id);
  const leadership = `/api/chat/slack/channels/${sample.leadership.id}/messages`;
  for (const person of [grace, ada]) {
    expect((await person.client.get(leadership)).statusCode).toBe(200);
    expect((await person.client.post(leadership.replace('/messages', '/watch'), {})).statusCode).toBe(204);
  }
  return { grace, ada, leadership };
}

/** Makes Slack's confirmations look `ms` old (the refresh interval passing, without the wait). */
async function ageConfirmations(companyId: string, ms: number) {
  await server.deps.database.db
    .update(slackChannelAccess)
    .set({ checkedAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(slackChannelAccess.companyId, companyId));
}

function listen(userIds: string[]) {
  const events: Seen[] = [];
  const stops = userIds.map((userId) =>
    server.deps.realtime.subscribe(userId, (event) => events.push({ ...(event as Seen), userId })),
  );
  return {
    events,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

const got = (events: Seen[], userId: string, text: string) =>
  events.some(
    (e) => e.event === 'chat.slack' && e.userId === userId && e.messages?.some((m) => m.text === text),
  );

async function until(check: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return check();
}

describe('Slack channel access', () => {
  it('a person removed from a private channel stops receiving it; the others still do; their window is told', async () => {
    const { grace, ada, leadership } = await twoWatchers();
    const { events, stop } = listen([grace.userId, ada.userId]);
    const controller = new AbortController();
    const poll = runSlackPoll(server.deps, { companyId: grace.companyId, signal: controller.signal });
    try {
      fake.store.post(sample.leadership.id, { user: sample.grace.id, text: 'Board pack is ready' });
      expect(
        await until(
          () =>
            got(events, grace.userId, 'Board pack is ready') &&
            got(events, ada.userId, 'Board pack is ready'),
        ),
      ).toBe(true);

      // Ada is removed in Slack; the refresh interval passes (aged, not waited).
      fake.store.removeMember(sample.leadership.id, sample.ada.id);
      fake.resetStats();
      await ageConfirmations(grace.companyId, SLACK_ACCESS_REFRESH_MS + 1_000);
      fake.store.post(sample.leadership.id, { user: sample.grace.id, text: 'Salary review notes' });
      expect(await until(() => got(events, grace.userId, 'Salary review notes'))).toBe(true);
      expect(got(events, ada.userId, 'Salary review notes')).toBe(false);
      // One members check for the channel (Tier 4); a removed person's token is refused and counts as such.
      expect(fake.stats.byMethod['conversations.members']).toBeLessThanOrEqual(2);
      expect(events).toContainEqual(
        expect.objectContaining({
          event: 'chat.slack-access',
          userId: ada.userId,
          channelId: sample.leadership.id,
          available: false,
        }),
      );
      expect(events.some((e) => e.event === 'chat.slack-access' && e.userId === grace.userId)).toBe(false);
    } finally {
      controller.abort();
      await poll;
      stop();
    }

    // Her own reads: refused with the copy, never answered from Grace's shared read.
    const refused = await ada.client.get(leadership);
    expect(refused.statusCode).toBe(404);
    expect(json<ErrorBody>(refused).error).toMatchObject({
      message: CHAT_COPY.slackAccessRevokedGeneric,
      fields: { access: 'revoked' },
    });
    expect(refused.body).not.toContain('Board pack');
    expect((await grace.client.get(leadership)).statusCode).toBe(200);
    // Her watch is gone and a heartbeat cannot bring it back; the channel leaves her list.
    expect((await ada.client.post(leadership.replace('/messages', '/watch'), {})).statusCode).toBe(204);
    const [mapping] = await server.deps.database.db
      .select({ watched: slackUserMappings.watchedChannels })
      .from(slackUserMappings)
      .where(eq(slackUserMappings.userId, ada.userId));
    expect(Object.keys(mapping?.watched ?? {})).not.toContain(sample.leadership.id);
    const names = (client: TestClient) =>
      client
        .get('/api/chat/slack/channels')
        .then((r) => json<{ channels: SlackChannelItem[] }>(r).channels.map((c) => c.name));
    expect(await names(ada.client)).not.toContain('leadership');
    expect(await names(grace.client)).toContain('leadership');

    // Added back in Slack: a fresh list (Slack's word) and a read bring the channel back.
    fake.store.channels.get(sample.leadership.id)?.members.add(sample.ada.id);
    const fresh = json<{ channels: SlackChannelItem[] }>(
      await ada.client.get('/api/chat/slack/channels?fresh=true'),
    );
    expect(fresh.channels.map((c) => c.name)).toContain('leadership');
    expect((await ada.client.get(leadership)).statusCode).toBe(200);
  }, 60_000);

  it('delivers nothing of a private channel on a confirmation older than the TTL when Slack cannot be asked', async () => {
    const { grace, ada } = await twoWatchers();
    const { events, stop } = listen([grace.userId, ada.userId]);
    await ageConfirmations(grace.companyId, SLACK_ACCESS_TTL_MS + 1_000);
    // Slack fails every members check (each token tried answers an error that says nothing of access).
    fake.failNext({ method: 'conversations.members', error: 'internal_error' }, 20);
    const controller = new AbortController();
    const poll = runSlackPoll(server.deps, { companyId: grace.companyId, signal: controller.signal });
    try {
      fake.store.post(sample.leadership.id, { user: sample.grace.id, text: 'Unconfirmed news' });
      expect(await until(() => got(events, grace.userId, 'Unconfirmed news'), 4_000)).toBe(false);
      expect(events.some((e) => e.event === 'chat.slack-access')).toBe(false);
    } finally {
      controller.abort();
      await poll;
      stop();
      fake.resetStats();
    }
    const rows = await server.deps.database.db
      .select()
      .from(slackChannelAccess)
      .where(and(eq(slackChannelAccess.companyId, grace.companyId), eq(slackChannelAccess.allowed, true)));
    expect(rows.length).toBe(2);
  }, 60_000);

  it('another tenant sees none of the access rows (row-level security)', async () => {
    const { grace } = await twoWatchers();
    const other = await signedInUser(server, { role: 'admin', companyName: 'Other Tenant' });
    const { withTenant } = await import('../../src/db/tenant.ts');
    const seen = await withTenant(server.deps.database.db, { companyId: other.companyId }, (tx) =>
      tx.select().from(slackChannelAccess),
    );
    expect(seen).toEqual([]);
    const own = await withTenant(server.deps.database.db, { companyId: grace.companyId }, (tx) =>
      tx.select().from(slackChannelAccess),
    );
    expect(own.length).toBeGreaterThanOrEqual(2);
  });
});
