import crypto from 'node:crypto';
import http from 'node:http';
import { createTenantCompany } from '../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../src/features/settings/users/user-accounts.service.ts';
import {
  createFakeSlackStore,
  SLACK_TIER_LIMITS,
  seedSlackSample,
  startFakeSlack,
} from '../test/support/fake-slack/fake-slack-server.ts';
import { signInAs, startChatCluster } from './support/chat-nodes.ts';
import { log, PASSWORD } from './support/list-bench.ts';

/*
 * The Slack half of bench:chat (issue 20 item 4 and its target): N people have the same Slack
 * channel open in their chat windows (on two nodes), someone writes in Slack every 2 s, and we
 * count the fake Slack's conversations.history calls. Each window does what the web app does:
 * reads the 50 newest on opening, beats /watch every 30 s, and adds the messages a chat.slack
 * event carries (reading what is newer through our API only when the event says `truncated`).
 * Target: Slack's busiest minute under its tier limit, for 1 window as for 50, and every window
 * shown every message. The windows run in this process: Slack's request counts are measured here.
 */

const WINDOWS = (process.env.BENCH_CHAT_SLACK_WINDOWS ?? '1,10,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_CHAT_SLACK_SECONDS ?? 60);
const HISTORY = 'conversations.history';

export type SlackFanOutRow = {
  windows: number;
  historyCalls: number;
  maxPerMinute: number;
  limit: number;
  rateLimited: number;
  windowReads: number;
  /** Messages posted on the Slack side during the round, and how many windows did not show one. */
  posted: number;
  missed: number;
};

type Person = { base: string; cookie: string };

async function call(person: Person, path: string, init: RequestInit = {}) {
  const response = await fetch(`${person.base}${path}`, {
    ...init,
    headers: { cookie: person.cookie, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The popup as a browser walks it: our authorize URL → the fake's Allow → our callback. */
async function connectSlack(person: Person, fakeUrl: string): Promise<void> {
  const { authUrl } = (await (
    await call(person, '/api/chat/slack/authorize', { method: 'POST', body: '{}' })
  ).json()) as { authUrl: string };
  const html = await (await fetch(authUrl)).text();
  const allow = /href="([^"]+allow=1)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const redirect = await fetch(new URL(allow, fakeUrl), { redirect: 'manual' });
  const landing = new URL(redirect.headers.get('location') ?? '');
  const page = await (await call(person, `${landing.pathname}${landing.search}`)).text();
  if (!page.includes('data-ok="true"')) throw new Error('slack connect failed');
}

/** One open window on the channel; returns how to close it and how many reads it made. */
async function openWindow(person: Person, channel: string) {
  let newest = '';
  let reads = 0;
  const shown = new Set<string>();
  const add = (messages: { ts: string; text: string }[]) => {
    for (const m of messages) {
      shown.add(m.text);
      if (!newest || Number(m.ts) > Number(newest)) newest = m.ts;
    }
  };
  const read = async (oldest?: string) => {
    reads++;
    const query = oldest ? `?oldest=${oldest}` : '';
    const { messages } = (await (
      await call(person, `/api/chat/slack/channels/${channel}/messages${query}`)
    ).json()) as { messages: { ts: string; text: string }[] };
    add(messages);
  };
  const beat = () =>
    void call(person, `/api/chat/slack/channels/${channel}/watch`, { method: 'POST', body: '{}' }).catch(
      () => undefined,
    );
  await read();
  beat();
  const heartbeat = setInterval(beat, 30_000);
  const stream = http.get(
    `${person.base}/api/events`,
    { agent: false, headers: { cookie: person.cookie, accept: 'text/event-stream' } },
    (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!block.startsWith('event: chat.slack\n')) continue;
          const event = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as {
            messages?: { ts: string; text: string }[];
            truncated?: boolean;
          };
          add(event.messages ?? []);
          if (event.truncated) void read(newest || undefined).catch(() => undefined);
        }
      });
    },
  );
  stream.on('error', () => undefined);
  return {
    reads: () => reads,
    shows: (text: string) => shown.has(text),
    close() {
      clearInterval(heartbeat);
      stream.destroy();
    },
  };
}

export async function benchSlackFanOut(): Promise<SlackFanOutRow[]> {
  const store = createFakeSlackStore();
  const sample = seedSlackSample(store);
  const fake = await startFakeSlack({ store, rateLimits: true });
  const cluster = await startChatCluster('postgres', { SLACK_API_URL: fake.url });
  const rows: SlackFanOutRow[] = [];
  try {
    const [first] = cluster.nodes;
    if (!first) throw new Error('no node');
    const { db } = first.deps.database;
    const tenant = (await createTenantCompany(db, 'Slack Bench')).id;
    const people: Person[] = [];
    const most = Math.max(...WINDOWS);
    for (let i = 0; i < most; i++) {
      const node = cluster.nodes[i % cluster.nodes.length] ?? first;
      const email = `slack-bench-${i}-${crypto.randomBytes(3).toString('hex')}@bench.test`;
      await createUser(db, first.deps.auth, {
        companyId: tenant,
        email,
        fullName: `Slack User ${i + 1}`,
        password: PASSWORD,
        role: i === 0 ? 'admin' : 'operative',
        firstLoginCompleted: true,
      });
      people.push({ base: node.base, cookie: await signInAs(node.base, email, PASSWORD, 500 + i) });
    }
    const [admin] = people;
    if (!admin) throw new Error('no people');
    await call(admin, '/api/chat/slack/app', {
      method: 'PUT',
      body: JSON.stringify({ clientId: store.app.clientId, clientSecret: store.app.clientSecret }),
    });
    for (const person of people) await connectSlack(person, fake.url);
    log(`  Slack: ${people.length} people connected to the fake Slack`);

    for (const windows of WINDOWS) {
      fake.resetStats();
      const open = await Promise.all(people.slice(0, windows).map((p) => openWindow(p, sample.general.id)));
      const texts: string[] = [];
      const poster = setInterval(() => {
        const text = `From Slack ${windows}.${texts.length}`;
        texts.push(text);
        store.post(sample.general.id, { user: sample.alan.id, text });
      }, 2_000);
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      clearInterval(poster);
      // The last message's poll cycle (3 s) and event.
      await new Promise((r) => setTimeout(r, 5_000));
      for (const window of open) window.close();
      const row: SlackFanOutRow = {
        windows,
        historyCalls: fake.stats.byMethod[HISTORY] ?? 0,
        maxPerMinute: fake.stats.maxPerMinute[HISTORY] ?? 0,
        limit: SLACK_TIER_LIMITS[HISTORY] ?? 0,
        rateLimited: fake.stats.rateLimited,
        windowReads: open.reduce((sum, w) => sum + w.reads(), 0),
        posted: texts.length,
        missed: open.reduce((sum, w) => sum + texts.filter((t) => !w.shows(t)).length, 0),
      };
      rows.push(row);
      log(
        `  Slack, ${windows} windows: ${row.historyCalls} history calls (busiest minute ${row.maxPerMinute} of ${row.limit}), ${row.rateLimited} answered 429, ${row.windowReads} window reads from us; ${row.posted} posted in Slack, ${row.missed} (message, window) pairs not shown`,
      );
      // Nobody watching: let the poller stop before the next round.
      await new Promise((r) => setTimeout(r, 2_000));
    }
  } finally {
    await cluster.close();
    await fake.close();
  }
  return rows;
}
