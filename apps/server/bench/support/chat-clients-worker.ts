import crypto from 'node:crypto';
import http from 'node:http';

/*
 * The simulated chat users of bench:chat, in their own process (forked by chat-clients.ts), so the
 * server nodes keep their event loops: each user holds an event stream (GET /api/events) on its
 * node and posts to its channel every `intervalMs`. Every stream notes when each message's event
 * arrives; latency is post sent → event on a member's stream, measured on this process's clock.
 */

export type ChatClientUser = { userId: string; cookie: string; base: string; channelId: string };
export type ChatClientsJob = {
  users: ChatClientUser[];
  /** Channel id → its members' user ids (who must receive each of its messages). */
  members: Record<string, string[]>;
  durationMs: number;
  intervalMs: number;
  /** How long to wait for late events after the last post. */
  graceMs: number;
};
export type ChatClientsResult = {
  posted: number;
  postErrors: number;
  /** Post → event on a member's stream, one sample per (message, member). */
  latencies: number[];
  postLatencies: number[];
  lost: number;
  duplicated: number;
  /** Events for messages this run never posted (should be 0). */
  strangers: number;
};

const postAgent = new http.Agent({ keepAlive: true, maxSockets: 128 });

/** Opens the user's event stream; resolves once the server has subscribed it (first bytes). */
function openStream(user: ChatClientUser, onMessage: (messageId: string) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${user.base}/api/events`,
      { agent: false, headers: { cookie: user.cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`event stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        response.on('data', (chunk: string) => {
          if (!opened) {
            opened = true;
            resolve(() => request.destroy());
          }
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (!block.startsWith('event: chat\n')) continue;
            const data = block.slice(block.indexOf('data: ') + 6);
            const event = JSON.parse(data) as { op?: string; messageId?: string };
            if (event.op === 'message' && event.messageId) onMessage(event.messageId);
          }
        });
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

function post(user: ChatClientUser, text: string): Promise<string> {
  const body = JSON.stringify({ text, attachmentIds: [], clientMsgId: crypto.randomUUID() });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${user.base}/api/chat/channels/${user.channelId}/messages`,
      {
        method: 'POST',
        agent: postAgent,
        headers: {
          cookie: user.cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // Our API refuses cross-site writes: a browser on our own origin sends this.
          origin: user.base,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 201) reject(new Error(`${response.statusCode} ${text.slice(0, 200)}`));
          else resolve((JSON.parse(text) as { message: { id: string } }).message.id);
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function run(job: ChatClientsJob): Promise<ChatClientsResult> {
  // messageId → userId → arrival times (more than one is a duplicate).
  const arrivals = new Map<string, Map<string, number[]>>();
  const closers = await Promise.all(
    job.users.map((user) =>
      openStream(user, (messageId) => {
        const at = performance.now();
        let byUser = arrivals.get(messageId);
        if (!byUser) {
          byUser = new Map();
          arrivals.set(messageId, byUser);
        }
        byUser.set(user.userId, [...(byUser.get(user.userId) ?? []), at]);
      }),
    ),
  );
  const sent = new Map<string, { at: number; channelId: string }>();
  const postLatencies: number[] = [];
  let postErrors = 0;
  const started = performance.now();
  await Promise.all(
    job.users.map(async (user, index) => {
      // Spread the users over the interval, as people do not all press Enter at once.
      let next = started + (index * job.intervalMs) / job.users.length;
      let n = 0;
      while (next < started + job.durationMs) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const at = performance.now();
        try {
          const id = await post(user, `bench ${index}.${n++}`);
          postLatencies.push(performance.now() - at);
          sent.set(id, { at, channelId: user.channelId });
        } catch {
          postErrors++;
        }
        next += job.intervalMs;
      }
    }),
  );
  await new Promise((r) => setTimeout(r, job.graceMs));
  for (const close of closers) close();
  postAgent.destroy();

  const latencies: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const [id, { at, channelId }] of sent) {
    const byUser = arrivals.get(id);
    for (const member of job.members[channelId] ?? []) {
      const times = byUser?.get(member);
      if (!times || times.length === 0) lost++;
      else {
        latencies.push((times[0] ?? at) - at);
        if (times.length > 1) duplicated += times.length - 1;
      }
    }
  }
  const strangers = [...arrivals.keys()].filter((id) => !sent.has(id)).length;
  return { posted: sent.size, postErrors, latencies, postLatencies, lost, duplicated, strangers };
}

process.once('message', async (job: ChatClientsJob) => {
  const result = await run(job);
  process.send?.(result, () => process.exit(0));
});
