import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { COMPANIES_COPY as C, type EnrichedCompany, LOGO_FILE_PATTERN } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from '../../../src/lib/network/safe-fetch.ts';
import { signedInUser } from '../../support/accounts.ts';
import { ONE_PIXEL_PNG } from '../../support/images.ts';
import { json, startTestServer, type TestServer } from '../../support/test-server.ts';

/*
 * Enrichment against real websites served on 127.0.0.1 by this test (allowed here through
 * ENRICHMENT_ALLOW_PRIVATE_NETWORKS; enrichment-safety.test.ts proves the refusals without it).
 */

type Reply = { status?: number; type?: string; body: string | Buffer; headers?: Record<string, string> };
type Site = { origin: string; hits: string[]; close(): Promise<void> };

async function serveSite(routes: Record<string, Reply | (() => Reply)>): Promise<Site> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const route = routes[path];
    const reply = typeof route === 'function' ? route() : route;
    if (!reply) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(reply.status ?? 200, {
      'content-type': reply.type ?? 'text/html; charset=utf-8',
      ...reply.headers,
    });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const PNG = ONE_PIXEL_PNG;
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(40, 7)]);
const SVG =
  '<?xml version="1.0"?>\n<!-- brand mark -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="5"/></svg>';

const DENTIST_HOME = `<!DOCTYPE html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Home | Brightwater Dental Care</title>
  <meta name="description" content="Family dentist in Bath: check-ups, hygiene &amp; implants.">
  <meta property="og:site_name" content="Brightwater Dental">
  <meta property="og:image" content="/images/share-banner.jpg">
  <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">
  <link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">
  <script type="application/ld+json">
  {"@context": "https://schema.org", "@graph": [
    {"@type": "WebSite", "@id": "https://brightwater.example/#website", "name": "Brightwater website",
     "publisher": {"@id": "https://brightwater.example/#org"}},
    {"@type": ["Dentist", "LocalBusiness"], "@id": "https://brightwater.example/#org",
     "name": "Brightwater Dental Care", "telephone": "+44 1225 555 0100",
     "email": "mailto:hello@brightwater.example",
     "address": {"@type": "PostalAddress", "streetAddress": "12 Milsom Street", "addressLocality": "Bath",
                 "addressRegion": "Somerset", "postalCode": "BA1 1DN", "addressCountry": "GB"},
     "numberOfEmployees": {"@type": "QuantitativeValue", "minValue": 10, "maxValue": 20},
     "logo": {"@type": "ImageObject", "url": "/img/logo.png", "width": 256}}
  ]}
  </script>
</head>
<body><header><a href="tel:+441225000000">Call</a></header><main><h1>Welcome</h1></main></body>
</html>`;

let server: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  server = await startTestServer({ ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true' });
  me = await signedInUser(server, { role: 'super_admin' });
});
afterAll(() => server.close());

type Enriched = { data: EnrichedCompany };
const enrich = (domain: string) => me.client.post('/api/companies/enrich', { domain });

describe('enrichment from a website', () => {
  it('fills the fields from schema.org JSON-LD and stores the JSON-LD logo', async () => {
    const site = await serveSite({
      '/': { body: DENTIST_HOME },
      '/img/logo.png': { type: 'image/png', body: PNG },
    });
    const response = await enrich(site.origin);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<Enriched>(response);
    expect(data).toMatchObject({
      domain: '127.0.0.1',
      name: 'Brightwater Dental Care',
      industry: 'healthcare',
      phone: '+44 1225 555 0100',
      email: 'hello@brightwater.example',
      location: {
        address: '12 Milsom Street, BA1 1DN',
        city: 'Bath',
        state: 'Somerset',
        country: 'United Kingdom',
      },
      employeeCount: 15,
    });
    expect(data.logoFile).toMatch(LOGO_FILE_PATTERN);
    expect(data.logoFile).toMatch(/^pending-\d+-[0-9a-f-]{36}\.png$/);
    const logo = await me.client.get(`/api/companies/logos/${data.logoFile}`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // The homepage had an organization: /about and /contact were not needed.
    expect(site.hits).toEqual(['/', '/img/logo.png']);

    // Saving the company with the enriched values keeps the logo.
    const created = await me.client.post('/api/companies', {
      name: data.name,
      domain: 'brightwater.example',
      logoFile: data.logoFile,
      source: 'auto_enriched',
    });
    expect(json<{ company: { logoFile: string; source: string } }>(created).company).toMatchObject({
      logoFile: data.logoFile,
      source: 'auto_enriched',
    });
    await site.close();
  });

  it('falls back to Open Graph, meta tags, page links and /about; reads gzip and Latin-1; sniffs the logo type', async () => {
    const home = `<html><head>
      <meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
      <TITLE>Caf\u00e9 Lumi\u00e8re \u2014 Bistro in Lyon</TITLE>
      <meta property=og:site_name content="Caf\u00e9 Lumi\u00e8re">
      <meta property="og:locality" content="Lyon"><meta property="og:country-name" content="France">
      <meta name="description" content="Seasonal French restaurant: dining, wine bar and private bookings.">
      <!-- <link rel="icon" href="/commented-out.png"> -->
      <link rel="shortcut icon" type="image/svg+xml" href="/brand.svg">
      </head><body><a href="mailto:Bonjour@cafe-lumiere.example?subject=Hi">Mail</a>
      <a href="tel:+33%204%2072%2000%2000%2000">Phone</a></body></html>`;
    const site = await serveSite({
      '/': () => ({
        type: 'text/html',
        headers: { 'content-encoding': 'gzip' },
        body: zlib.gzipSync(Buffer.from(home, 'latin1')),
      }),
      '/about': {
        body: `<script type="application/ld+json">[{"@type":"Restaurant","name":"Caf\u00e9 Lumi\u00e8re SARL","numberOfEmployees":"25",}]</script>`,
      },
      // Mislabelled: the bytes are an SVG.
      '/brand.svg': { type: 'text/plain', body: SVG },
    });
    const { data } = json<Enriched>(await enrich(site.origin));
    expect(data).toMatchObject({
      name: 'Café Lumière SARL',
      industry: 'hospitality',
      phone: '+33 4 72 00 00 00',
      email: 'bonjour@cafe-lumiere.example',
      location: { address: null, city: 'Lyon', state: null, country: 'France' },
      employeeCount: 25,
    });
    expect(data.logoFile).toMatch(/^pending-\d+-[0-9a-f-]{36}\.svg$/);
    const logo = await me.client.get(`/api/companies/logos/${data.logoFile}`);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(site.hits).toEqual(['/', '/about', '/brand.svg']);
    await site.close();
  });

  it('skips a logo that is really an HTML page and takes the next candidate (/favicon.ico)', async () => {
    const site = await serveSite({
      '/': {
        body: '<html><head><title>Ironclad Engineering – Precision machining</title><link rel="apple-touch-icon" href="/touch.png"></head></html>',
      },
      '/touch.png': { type: 'image/png', body: '<html><body>Not found</body></html>' },
      '/favicon.ico': { type: 'image/x-icon', body: ICO },
    });
    const { data } = json<Enriched>(await enrich(site.origin));
    expect(data).toMatchObject({
      name: 'Ironclad Engineering',
      industry: 'manufacturing',
      employeeCount: null,
    });
    expect(data.logoFile).toMatch(/\.ico$/);
    await site.close();
  });

  it('follows up to 5 redirects, and refuses a sixth', async () => {
    const hop = (to: string): Reply => ({ status: 302, body: '', headers: { location: to } });
    const site = await serveSite({
      '/': hop('/1'),
      '/1': hop('/2'),
      '/2': hop('/3'),
      '/3': hop('/4'),
      '/4': hop('/5'),
      '/5': { body: '<title>Five Hops Logistics</title>' },
      '/x': hop('/x1'),
      '/x1': hop('/x2'),
      '/x2': hop('/x3'),
      '/x3': hop('/x4'),
      '/x4': hop('/x5'),
      '/x5': hop('/5'),
    });
    const ok = await enrich(site.origin);
    expect(json<Enriched>(ok).data).toMatchObject({
      name: 'Five Hops Logistics',
      industry: 'transportation',
    });
    const tooMany = await safeFetch(`${site.origin}/x`, { allowPrivateNetworks: true }).catch(
      (e: Error) => e,
    );
    expect(tooMany).toBeInstanceOf(Error);
    expect((tooMany as Error).message).toBe('127.0.0.1 redirected too many times');
    await site.close();
  });

  it('gives up on a page over 2 MB, a non-page, an error status, a silent or absent server', async () => {
    const huge = `<html><title>Big</title>${'x'.repeat(2 * 1024 * 1024)}</html>`;
    const site = await serveSite({ '/': { body: huge } });
    const tooBig = await enrich(site.origin);
    expect(tooBig.statusCode).toBe(422);
    expect(json<{ error: { message: string } }>(tooBig).error.message).toBe(
      'The response of 127.0.0.1 is larger than 2097152 bytes',
    );
    const api = await serveSite({ '/': { type: 'application/json', body: '{"name":"Not a page"}' } });
    const notAPage = await enrich(api.origin);
    expect(json<{ error: { message: string } }>(notAPage).error.message).toBe(
      '127.0.0.1 did not answer with a web page',
    );
    await api.close();
    const missing = await serveSite({});
    const status = await enrich(missing.origin);
    expect(json<{ error: { message: string } }>(status).error.message).toBe(
      '127.0.0.1 answered with HTTP 404',
    );
    await missing.close();

    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    const slow = await safeFetch(silentUrl, { allowPrivateNetworks: true, timeoutMs: 300 }).catch(
      (e: Error) => e,
    );
    expect((slow as Error).message).toBe('127.0.0.1 took too long to answer');
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    const gone = await enrich(silentUrl);
    expect(json<{ error: { message: string } }>(gone).error.message).toBe('Could not reach 127.0.0.1');
    await site.close();
  });

  it('needs a domain', async () => {
    const response = await enrich('  ');
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(response).error.message).toBe(C.enrichNeedsDomain);
  });
});
