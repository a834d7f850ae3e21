import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHubspot, startFakeHubspot } from '../support/fake-hubspot/fake-hubspot-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { fillPath, readOperations, validValue } from './support/openapi.ts';
import { idForField, idForParam, makeTenant, type TenantFixtures } from './support/tenant-fixtures.ts';

/*
 * Issue 15, item 13: the cross-tenant probe. Every operation of the OpenAPI document with a path
 * parameter (so new routes join by themselves) is called by tenant A's super admin with the ids
 * of tenant B's real records, with each method and a valid body. None may succeed, none may show
 * B's data (every B record is named with B's marker), and afterwards B still has everything.
 * Public routes whose path parameter is the credential itself (a quote's token) are not
 * tenant-scoped and are left out.
 */

const PUBLIC_BY_TOKEN = /^\/api\/public\//;
let server: TestServer;
let hubspot: FakeHubspot;
let a: TenantFixtures;
let b: TenantFixtures;

beforeAll(async () => {
  // HubSpot is the stateful fake on 127.0.0.1: the suite never leaves the machine, and a fuzzed
  // token gets HubSpot's own refusal.
  hubspot = await startFakeHubspot({ tokens: ['pat-security-suite'] });
  server = await startTestServer({ HUBSPOT_API_URL: hubspot.url });
  a = await makeTenant(server, 'ProbeA');
  b = await makeTenant(server, 'ProbeB');
}, 120_000);
afterAll(async () => {
  await server.close();
  await hubspot.close();
});

/** What B can read of its own records: the same list before and after A's probes. */
async function bRecordsVisibleToB(): Promise<string[]> {
  const urls = [
    `/api/companies/${b.ids.company}`,
    `/api/contacts/${b.ids.contact}`,
    `/api/tasks/${b.ids.task}`,
    `/api/tasks/${b.ids.task}/attachments/${b.ids.taskAttachment}`,
    `/api/products/${b.ids.product}`,
    `/api/quotes/${b.ids.quote}`,
    `/api/chat/channels/${b.ids.channel}`,
    `/api/company-details/logo/${b.ids.logoFile}`,
    `/api/profile/avatars/${b.ids.self}/${b.ids.avatarFile}`,
    ...(b.ids.deal ? [`/api/deals/${b.ids.deal}`] : []),
    `/api/warehouse/purchase-orders/${b.ids.purchaseOrder}`,
    `/api/warehouse/receipts/${b.ids.receipt}`,
    `/api/warehouse/unknown-items/${b.ids.unknownItem}`,
    `/api/warehouse/photos/${b.ids.warehousePhoto}`,
    `/api/warehouse/stock/${b.ids.product}`,
  ];
  const seen: string[] = [];
  for (const url of urls) if ((await b.owner.client.get(url)).statusCode === 200) seen.push(url);
  return seen;
}

describe('cross-tenant probe over every route with an id (issue 15, item 13)', () => {
  it("tenant A never reads, changes or deletes tenant B's records", async () => {
    const before = await bRecordsVisibleToB();
    expect(before.length).toBeGreaterThanOrEqual(14);
    const [taskDetail, checklistBefore] = [
      await b.owner.client.get(`/api/tasks/${b.ids.task}`),
      (await b.owner.client.get(`/api/tasks/${b.ids.task}`)).json() as { checklist: unknown[] },
    ];
    expect(taskDetail.statusCode).toBe(200);

    const operations = (await readOperations(server.app)).filter(
      (op) => op.pathParams.length > 0 && !PUBLIC_BY_TOKEN.test(op.path),
    );
    const leaks: string[] = [];
    const statuses = new Map<number, number>();
    const refusedOtherwise: string[] = [];
    let withRealIds = 0;
    for (const op of operations) {
      const params = Object.fromEntries(op.pathParams.map((p) => [p.name, idForParam(b, op, p.name)]));
      if (Object.values(params).some((v) => Object.values(b.ids).includes(v))) withRealIds++;
      // Body ids are A's own, so only the path decides whose record is touched.
      const idFor = (name: string) => idForField(a, name);
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
      const probe = (allFields: boolean) => {
        const body = hasBody ? (op.body ? validValue(op.body, idFor, '', allFields) : {}) : undefined;
        return server.app.inject({
          method: op.method,
          url: fillPath(op.path, params),
          headers: {
            cookie: a.owner.client.cookieHeader(),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          payload: body === undefined ? undefined : JSON.stringify(body),
        });
      };
      // The required fields first; every field when that is refused as incomplete.
      let response = await probe(false);
      if (response.statusCode === 400 && hasBody) response = await probe(true);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const where = `${op.method} ${op.path} → ${response.statusCode}`;
      if (response.statusCode !== 404) refusedOtherwise.push(where);
      if (response.statusCode < 300) leaks.push(`${where}: succeeded on B's ids`);
      if (response.statusCode >= 500) leaks.push(`${where}: server error`);
      if (response.body.includes(b.marker)) leaks.push(`${where}: B's data in the body`);
    }
    const leakCount = leaks.length;
    console.info(
      `[security] cross-tenant probe (${server.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${operations.length} operations probed (${withRealIds} with B's real ids), ${leakCount} leaks; statuses ${JSON.stringify(Object.fromEntries(statuses))}; not 404: ${refusedOtherwise.join('; ')}`,
    );
    expect(leaks).toEqual([]);
    expect(statuses.get(404) ?? 0).toBeGreaterThan(operations.length * 0.8);

    // B lost nothing: every record is still there, the checklist too.
    expect(await bRecordsVisibleToB()).toEqual(before);
    const checklistAfter = (await b.owner.client.get(`/api/tasks/${b.ids.task}`)).json() as {
      checklist: unknown[];
    };
    expect(checklistAfter.checklist).toHaveLength(checklistBefore.checklist.length);
  }, 120_000);

  it("tenant A cannot point its own records at tenant B's (ids in bodies)", async () => {
    const bIds = new Set(Object.values(b.ids));
    const operations = (await readOperations(server.app)).filter(
      (op) => op.body && op.method !== 'GET' && op.method !== 'DELETE' && !PUBLIC_BY_TOKEN.test(op.path),
    );
    const accepted: string[] = [];
    const statuses = new Map<number, number>();
    let probes = 0;
    for (const op of operations) {
      const params = Object.fromEntries(op.pathParams.map((p) => [p.name, idForParam(a, op, p.name)]));
      for (const allFields of [false, true]) {
        const body = validValue(op.body ?? {}, (name) => idForField(b, name), '', allFields);
        const text = JSON.stringify(body);
        if (![...bIds].some((id) => text.includes(id))) continue;
        probes++;
        const response = await server.app.inject({
          method: op.method,
          url: fillPath(op.path, params),
          headers: { cookie: a.owner.client.cookieHeader(), 'content-type': 'application/json' },
          payload: text,
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${op.method} ${op.path}${allFields ? ' (all fields)' : ''} → ${response.statusCode}`;
        if (response.statusCode < 300 || response.statusCode >= 500) accepted.push(where);
        if (response.body.includes(b.marker)) accepted.push(`${where}: B's data in the body`);
        if (process.env.PROBE_DEBUG) console.info(where, response.body.slice(0, 160));
        // Refused as incomplete: again with every field, so the ids are what is judged.
        if (response.statusCode !== 400) break;
      }
    }
    console.info(
      `[security] cross-tenant body ids (${server.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${probes} probes, ${accepted.length} accepted; statuses ${JSON.stringify(Object.fromEntries(statuses))}; accepted: ${accepted.join('; ')}`,
    );
    expect(accepted).toEqual([]);
  });

  it("B's records stay out of A's lists and searches", async () => {
    const lists = [
      '/api/companies',
      '/api/contacts',
      '/api/tasks',
      '/api/products',
      '/api/quotes',
      '/api/chat/channels',
      '/api/notifications',
      '/api/settings/users',
      '/api/settings/invitations',
      `/api/companies?search=${b.marker}`,
      `/api/contacts?search=${b.marker}`,
      '/api/warehouse/warehouses',
      '/api/warehouse/stock',
      `/api/warehouse/stock?search=${b.marker}`,
      '/api/warehouse/purchase-orders?status=all',
      '/api/warehouse/receipts',
      '/api/warehouse/unknown-items?status=all',
      '/api/warehouse/moves',
      '/api/warehouse/catalogue',
      '/api/warehouse/flagged',
    ];
    for (const url of lists) {
      const response = await a.owner.client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body.includes(b.marker), url).toBe(false);
    }
    // B's location label and product SKU scanned by A: nothing is known by them (the answer
    // repeats the code scanned, so the marker itself is expected in it).
    for (const code of [`LOC-${b.marker}`, `${b.marker}-SKU`]) {
      const scan = await a.owner.client.get(`/api/warehouse/scan?code=${encodeURIComponent(code)}`);
      expect(scan.statusCode, code).toBe(200);
      expect((scan.json() as { match: { kind: string } }).match.kind, code).toBe('none');
    }
  });
});
