import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import {
  isListedAddress,
  isPublicAddress,
  parseAddressAllowList,
} from '../../../src/lib/network/ip-policy.ts';
import { FetchRefusedError, safeFetch } from '../../../src/lib/network/safe-fetch.ts';
import { signedInUser } from '../../support/accounts.ts';
import { ONE_PIXEL_PNG } from '../../support/images.ts';
import { json, startTestServer, type TestServer } from '../../support/test-server.ts';

/*
 * The enrichment fetcher takes a URL a user typed, so it must not reach the server's own network
 * (SSRF). Here ENRICHMENT_ALLOW_PRIVATE_NETWORKS is off, as in production.
 */

type Listener = { url: string; hits: number; close(): Promise<void> };

/** A site on a loopback address that counts the requests that reach it. */
async function listen(
  host: string,
  respond: (res: http.ServerResponse, req: http.IncomingMessage) => void,
): Promise<Listener> {
  const state = { hits: 0 };
  const server = http.createServer((req, res) => {
    state.hits++;
    respond(res, req);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    get hits() {
      return state.hits;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;
let site: Listener;

beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server, { role: 'super_admin' });
  site = await listen('127.0.0.1', (res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Internal admin</title>'),
  );
});
afterAll(async () => {
  await site.close();
  await server.close();
});

const refusal = async (domain: string, user = me) => {
  const response = await user.client.post('/api/companies/enrich', { domain });
  return {
    status: response.statusCode,
    message: json<{ error: { message: string } }>(response).error.message,
  };
};

describe('enrichment refuses private targets when not allowed', () => {
  it('refuses 127.0.0.1, 10.x, 169.254.x and other private or reserved addresses, without connecting', async () => {
    const port = new URL(site.url).port;
    for (const [domain, host] of [
      [site.url, '127.0.0.1'],
      [`127.0.0.1:${port}`, '127.0.0.1'],
      ['10.0.0.8', '10.0.0.8'],
      ['http://10.255.1.1:8080/admin', '10.255.1.1'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['192.168.1.1', '192.168.1.1'],
      ['172.16.5.4', '172.16.5.4'],
      ['0.0.0.0', '0.0.0.0'],
    ]) {
      expect(await refusal(domain!), domain).toEqual({
        status: 400,
        message: `${host} points to a private or reserved network address, which is not allowed`,
      });
    }
    // A name is checked on every address it resolves to, at connect time (no rebinding window).
    const byName = await safeFetch(`http://localhost:${port}/`, { allowPrivateNetworks: false }).catch(
      (e: Error) => e,
    );
    expect(byName).toBeInstanceOf(FetchRefusedError);
    expect((byName as Error).message).toBe(
      'localhost points to a private or reserved network address, which is not allowed',
    );
    expect(await refusal('ftp://files.example.com')).toEqual({
      status: 400,
      message: 'Only http and https addresses can be fetched',
    });
    // IPv6 literals are no company domain, and the fetcher refuses the private ones anyway.
    expect(await refusal(`http://[::1]:${port}/`)).toEqual({
      status: 400,
      message: 'Please enter a valid domain, like example.com',
    });
    for (const literal of [
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[fe80::1]/`,
    ]) {
      const error = await safeFetch(literal, { allowPrivateNetworks: false }).catch((e: unknown) => e);
      expect(error, literal).toBeInstanceOf(FetchRefusedError);
    }
    expect(site.hits).toBe(0);
  });

  it('refuses a redirect into 127.x, 10.x or 169.254.x, checking each hop before connecting', async () => {
    const inside = await listen('127.0.0.2', (res) => res.writeHead(200).end('secret'));
    // Stands in for a public website: the only address this fetch may reach is the front door's.
    const onlyFrontDoor = (address: string) => address === '127.0.0.1';
    for (const target of [
      inside.url,
      'http://10.1.2.3/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
    ]) {
      const front = await listen('127.0.0.1', (res) => res.writeHead(302, { location: target }).end());
      const error = await safeFetch(front.url, {
        allowPrivateNetworks: false,
        isAllowedAddress: onlyFrontDoor,
      }).catch((e: unknown) => e);
      expect(error, target).toBeInstanceOf(FetchRefusedError);
      expect(front.hits).toBe(1);
      await front.close();
    }
    expect(inside.hits).toBe(0);
    // The same front door without a redirect is fetched normally.
    const plain = await safeFetch(site.url, { allowPrivateNetworks: false, isAllowedAddress: onlyFrontDoor });
    expect(plain.body.toString()).toContain('Internal admin');
    await inside.close();
  });
});

describe('ENRICHMENT_ALLOWED_ADDRESSES opens only the listed private addresses', () => {
  let intranet: TestServer;
  let staff: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    intranet = await startTestServer({
      ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'false',
      ENRICHMENT_ALLOWED_ADDRESSES: '127.0.0.1/32',
    });
    staff = await signedInUser(intranet, { role: 'super_admin' });
  });
  afterAll(() => intranet.close());

  it('enriches from a site on a listed address, its logo included', async () => {
    const portal = await listen('127.0.0.1', (res, req) =>
      req.url === '/logo.png'
        ? res.writeHead(200, { 'content-type': 'image/png' }).end(ONE_PIXEL_PNG)
        : res
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<title>Harbour Freight Intranet</title><link rel="icon" href="/logo.png">'),
    );
    const response = await staff.client.post('/api/companies/enrich', { domain: portal.url });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: { name: string; logoFile: string | null } }>(response);
    expect(data.name).toBe('Harbour Freight Intranet');
    // The logo is fetched under the same allow-list as the pages.
    expect(data.logoFile).toMatch(/^pending-\d+-[0-9a-f-]{36}\.png$/);
    expect(portal.hits).toBeGreaterThan(0);
    await portal.close();
  });

  it('still refuses a redirect from the listed site into 127.0.0.2, 10.x or 169.254.x, without connecting', async () => {
    const inside = await listen('127.0.0.2', (res) => res.writeHead(200).end('secret'));
    for (const [target, host] of [
      [inside.url, '127.0.0.2'],
      ['http://10.0.0.1/', '10.0.0.1'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ]) {
      const front = await listen('127.0.0.1', (res) => res.writeHead(302, { location: target }).end());
      // The policy's refusal (400), not a failed connection (422 "Could not reach …").
      expect(await refusal(front.url, staff), target).toEqual({
        status: 400,
        message: `${host} points to a private or reserved network address, which is not allowed`,
      });
      // The homepage alone: the refusal is final, no /about or /contact after it.
      expect(front.hits, target).toBe(1);
      await front.close();
    }
    // Nor is an unlisted loopback address reachable directly.
    expect(await refusal(inside.url, staff)).toEqual({
      status: 400,
      message: '127.0.0.2 points to a private or reserved network address, which is not allowed',
    });
    expect(inside.hits).toBe(0);
    await inside.close();
  });
});

describe('the address policy', () => {
  it('passes only public unicast addresses, judging embedded IPv4 by itself', () => {
    const publicOnes = [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2606:4700::1111',
    ];
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.251',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '0.0.0.0',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '2002:c0a8:101::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2001::1',
      'not-an-ip',
    ];
    for (const address of publicOnes) expect(isPublicAddress(address), address).toBe(true);
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('the allow-list of ENRICHMENT_ALLOWED_ADDRESSES', () => {
  it('parses addresses and CIDR ranges, IPv4 and IPv6, and matches only inside them', () => {
    const list = parseAddressAllowList(' 10.20.0.0/16, 192.168.1.7 ,,fd00:1234::/32, ::1, 172.16.0.0/12');
    expect(list).toHaveLength(5);
    const inside = [
      '10.20.0.1',
      '10.20.255.255',
      '192.168.1.7',
      '::ffff:192.168.1.7',
      'fd00:1234::1',
      'fd00:1234:ffff::9',
      '[fd00:1234::2]',
      '::1',
      '172.31.0.1',
    ];
    const outside = [
      '10.21.0.1',
      '10.0.0.1',
      '192.168.1.8',
      '169.254.169.254',
      '127.0.0.1',
      'fd00:1235::1',
      '::2',
      'not-an-ip',
    ];
    for (const address of inside) expect(isListedAddress(address, list), address).toBe(true);
    for (const address of outside) expect(isListedAddress(address, list), address).toBe(false);
    // Host bits beside a prefix are ignored (10.20.3.4/16 is 10.20.0.0/16); /0 is everything.
    expect(isListedAddress('10.20.9.9', parseAddressAllowList('10.20.3.4/16'))).toBe(true);
    expect(isListedAddress('8.8.8.8', parseAddressAllowList('0.0.0.0/0'))).toBe(true);
    expect(isListedAddress('2001:db8::1', parseAddressAllowList('::/0'))).toBe(true);
    expect(isListedAddress('10.0.0.1', parseAddressAllowList('::/0'))).toBe(false);
    expect(isListedAddress('fd00::8001', parseAddressAllowList('fd00::8000/113'))).toBe(true);
    expect(isListedAddress('fd00::7fff', parseAddressAllowList('fd00::8000/113'))).toBe(false);
    expect(parseAddressAllowList('')).toEqual([]);
    expect(parseAddressAllowList(' , ')).toEqual([]);
  });

  it('refuses what is no address or range, naming each bad entry; the config fails to load', () => {
    for (const bad of [
      'intranet.local',
      '10.0.0.0/33',
      '10.0.0.256',
      'fd00::/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '10.0.0.0/-1',
      'fe80::1%eth0',
      '*',
    ]) {
      expect(() => parseAddressAllowList(bad), bad).toThrow(`"${bad}"`);
    }
    expect(() =>
      loadConfig({ ENRICHMENT_ALLOWED_ADDRESSES: '10.0.0.0/8, intranet.local, 10.1.0.0/40' }),
    ).toThrow(
      'Invalid configuration:\n  ENRICHMENT_ALLOWED_ADDRESSES: not an IPv4/IPv6 address or CIDR range (like 10.0.0.5 or 10.0.0.0/8): "intranet.local", "10.1.0.0/40"',
    );
    expect(loadConfig({}).enrichmentAllowedAddresses).toEqual([]);
    expect(
      loadConfig({ ENRICHMENT_ALLOWED_ADDRESSES: '10.1.0.0/16' }).enrichmentAllowedAddresses,
    ).toHaveLength(1);
  });
});
