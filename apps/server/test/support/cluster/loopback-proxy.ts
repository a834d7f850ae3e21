import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A tiny reverse proxy on 127.0.0.1 for the multi-node test, as a load balancer would sit in front
 * of two nodes: round robin over the nodes that are up, streaming both ways (event streams too).
 * A node that refuses the connection is marked down for a while and the request goes to the next
 * one (nothing was sent, so that is safe for writes); a node that dies during a request answers
 * 502 (that request was not acknowledged). By default one new connection per request, so a killed
 * node is noticed on the next request, not on a stale pooled socket; bench:load keeps connections
 * (`keepAlive`), as Caddy does in front of real nodes.
 *
 * Connection headers are hop-by-hop (RFC 9110 §7.6.1): neither side's are passed on. Passing the
 * node's `Keep-Alive: timeout=72` to the client told it to keep an idle socket to the proxy for
 * 72 s while the proxy closes idle sockets after 5 s; a request sent as the proxy closed one was
 * reset (the one error of the two-node load run). The client now hears the proxy's own timeout.
 */

export type Upstream = { name: string; port: number };
/**
 * One request's way through the proxy (event streams left out), in ms from its arrival: its
 * connection to the node open (0 on a kept connection), its head and body written to the socket,
 * the node's answer starting.
 */
export type ProxyPhases = { connected: number; written: number; answered: number; status: number };
export type LoopbackProxy = {
  url: string;
  /** Requests answered by each node, by name. */
  served: Map<string, number>;
  /** Milliseconds from a request reaching the proxy to the node's answer starting (event streams left out). */
  waits: number[];
  phases: ProxyPhases[];
  close(): Promise<void>;
};
export type ProxyOptions = {
  /**
   * Keep connections to the nodes and reuse them, as Caddy does (deploy/Caddyfile: idle ones
   * closed after 60 s, before the node's 72 s). Off: one new connection per request, so the
   * two-node test sees a killed node on the very next request.
   */
  keepAlive?: boolean;
};

const DOWN_FOR_MS = 2_000;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/** A message's headers without the hop-by-hop ones (and those its Connection header names). */
function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)),
  );
}

export async function startLoopbackProxy(
  upstreams: Upstream[],
  options: ProxyOptions = {},
): Promise<LoopbackProxy> {
  const downUntil = new Map<string, number>();
  const served = new Map<string, number>();
  const waits: number[] = [];
  const phases: ProxyPhases[] = [];
  const agent = options.keepAlive
    ? new http.Agent({ keepAlive: true, timeout: 60_000, scheduling: 'lifo' })
    : undefined;
  let next = 0;

  const forward = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Promise<Buffer>,
    tried: Set<string>,
    arrived: number,
  ) => {
    const now = Date.now();
    const candidates = upstreams.filter((u) => !tried.has(u.name) && (downUntil.get(u.name) ?? 0) <= now);
    const fallback = upstreams.filter((u) => !tried.has(u.name));
    const pool = candidates.length > 0 ? candidates : fallback;
    const target = pool[next++ % Math.max(pool.length, 1)];
    if (!target) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end('{"error":{"code":"bad_gateway","message":"no node answered"}}');
      return;
    }
    tried.add(target.name);
    const stream = request.url?.startsWith('/api/events') ?? false;
    let connected = 0;
    let written = 0;
    let complete = false;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: request.method,
        path: request.url,
        headers: endToEnd(request.headers),
        agent: agent ?? false,
      },
      (answer) => {
        served.set(target.name, (served.get(target.name) ?? 0) + 1);
        if (!stream) {
          const answered = performance.now() - arrived;
          waits.push(answered);
          phases.push({ connected, written, answered, status: answer.statusCode ?? 0 });
        }
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.once('end', () => {
          complete = true;
        });
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !response.headersSent) {
        downUntil.set(target.name, Date.now() + DOWN_FOR_MS);
        forward(request, response, body, tried, arrived);
        return;
      }
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end('{"error":{"code":"bad_gateway","message":"the node went away"}}');
      } else response.destroy();
    });
    upstream.on('socket', (socket) => {
      if (!socket.connecting) return;
      socket.once('connect', () => {
        connected = performance.now() - arrived;
      });
    });
    upstream.on('finish', () => {
      written = performance.now() - arrived;
    });
    response.on('close', () => {
      // A finished exchange leaves a kept socket to the agent; only an unfinished one is cut.
      if (!complete) upstream.destroy();
    });
    body.then((bytes) => upstream.end(bytes));
  };

  const server = http.createServer((request, response) => {
    // The body is read once, so a refused attempt can be replayed to the next node.
    const chunks: Buffer[] = [];
    const read = new Promise<Buffer>((resolve) => {
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
    });
    forward(request, response, read, new Set(), performance.now());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    waits,
    phases,
    close: () =>
      new Promise<void>((resolve) => {
        agent?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
