import http from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackProxy, startLoopbackProxy } from '../support/cluster/loopback-proxy.ts';

// The proxy of the two-node test and bench:load: connection headers stay on their own hop.

const node = Fastify();
let proxy: LoopbackProxy;
let keeping: LoopbackProxy;

beforeAll(async () => {
  node.get('/x', async (request) => ({ sawConnection: request.headers.connection ?? null }));
  node.get('/port', async (request) => ({ port: request.socket.remotePort }));
  const address = await node.listen({ port: 0, host: '127.0.0.1' });
  const upstreams = [{ name: 'a', port: Number(new URL(address).port) }];
  proxy = await startLoopbackProxy(upstreams);
  keeping = await startLoopbackProxy(upstreams, { keepAlive: true });
});
afterAll(async () => {
  await proxy.close();
  await keeping.close();
  await node.close();
});

function get(url: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

describe('loopback proxy', () => {
  it("tells the client its own keep-alive timeout, not the node's", async () => {
    const nodeUrl = `http://127.0.0.1:${(node.server.address() as { port: number }).port}`;
    const direct = await get(`${nodeUrl}/x`, { connection: 'keep-alive' });
    expect(direct.headers['keep-alive']).toBe('timeout=72');
    const proxied = await get(`${proxy.url}/x`, { connection: 'keep-alive' });
    // Node's server default: idle sockets to the proxy close after 5 s, and the client is told so.
    expect(proxied.headers['keep-alive']).toBe('timeout=5');
    // The client's Connection header is not passed on to the node either.
    expect(JSON.parse(proxied.body)).not.toEqual({ sawConnection: 'keep-alive' });
  });

  it('opens a connection per request, or keeps one as Caddy does, and times each hop', async () => {
    const portsVia = async (via: LoopbackProxy) => {
      const ports: number[] = [];
      for (let i = 0; i < 3; i++)
        ports.push((JSON.parse((await get(`${via.url}/port`)).body) as { port: number }).port);
      return new Set(ports).size;
    };
    expect(await portsVia(proxy)).toBe(3);
    keeping.phases.length = 0;
    expect(await portsVia(keeping)).toBe(1);
    // A kept connection is not opened again: only the first request waits for a connect.
    expect(keeping.phases).toHaveLength(3);
    expect(keeping.phases[0]?.connected).toBeGreaterThan(0);
    expect(keeping.phases.slice(1).map((p) => p.connected)).toEqual([0, 0]);
    for (const p of keeping.phases) expect(p.answered).toBeGreaterThanOrEqual(p.written);
  });
});
