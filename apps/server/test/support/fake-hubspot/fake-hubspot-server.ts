import crypto from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  createFakeStore,
  type FakeObjectType,
  type FakeRecord,
  type FakeStore,
  LASTMOD,
} from './fake-hubspot-store.ts';

/*
 * A stateful fake of HubSpot's CRM API on 127.0.0.1 (integrations spec part B, fake-server
 * checklist D): list, search (filters, one sort, offset `after`, `total`, 400 past 10,000), batch
 * read/create/update/upsert/archive, v4 associations, archived lists, the token check. Knobs: failures
 * (429/423/5xx with or without Retry-After), HubSpot's rate limits (and a count of requests past
 * them), scrambled search order, merges, equal timestamps (seed with one `at`), a request log.
 */

export type FakeFailure = { status: number; retryAfter?: number; policyName?: string; pathIncludes?: string };

export type FakeHubspotOptions = {
  /** Accepted tokens; by default every token starting with "pat-". */
  tokens?: string[];
  /** Enforce HubSpot's burst limit (requests per 10 s, rolling) and search's 5 per second. */
  rateLimitPer10s?: number | null;
  searchPerSecond?: number | null;
  /** Scramble search order by up to this many ms of modification time (HubSpot's unreliable sort). */
  scrambleSortMs?: number;
  store?: FakeStore;
  /** Port to listen on (by default a free one). */
  port?: number;
};

const DEFAULT_PROPS: Record<FakeObjectType, string[]> = {
  companies: ['name', 'domain', 'createdate', 'hs_lastmodifieddate', 'hs_object_id'],
  contacts: ['firstname', 'lastname', 'email', 'lastmodifieddate', 'hs_object_id', 'createdate'],
};

const error = (reply: FastifyReply, status: number, category: string, message: string, extra: object = {}) =>
  reply
    .code(status)
    .send({ status: 'error', message, correlationId: crypto.randomUUID(), category, ...extra });

const asType = (value: string): FakeObjectType | null =>
  value === 'companies' || value === 'company' || value === '0-2'
    ? 'companies'
    : value === 'contacts' || value === 'contact' || value === '0-1'
      ? 'contacts'
      : null;

const propList = (value: unknown): string[] | null =>
  typeof value === 'string' && value.length > 0
    ? value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : null;

function shape(record: FakeRecord, props: string[] | null, type: FakeObjectType) {
  const wanted = props ?? DEFAULT_PROPS[type];
  const properties: Record<string, string | null> = {};
  for (const name of wanted) properties[name] = record.properties[name] ?? null;
  properties.hs_object_id = record.id;
  return {
    id: record.id,
    properties,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    archived: record.archived,
    ...(record.archived && record.archivedAt
      ? { archivedAt: new Date(record.archivedAt).toISOString() }
      : {}),
  };
}

const timeOf = (value: string | null | undefined): number => {
  if (value === null || value === undefined) return Number.NaN;
  return /^\d+$/.test(value) ? Number(value) : Date.parse(value);
};

function matches(
  record: FakeRecord,
  filter: { propertyName: string; operator: string; value?: string; highValue?: string },
) {
  const raw = filter.propertyName === 'hs_object_id' ? record.id : record.properties[filter.propertyName];
  const isTime = /date$/.test(filter.propertyName);
  const isNum = filter.propertyName === 'hs_object_id';
  const cmp = (a: string | null | undefined, b: string | undefined): number => {
    if (isTime) return timeOf(a) - timeOf(b);
    if (isNum) return Number(a) - Number(b);
    return String(a ?? '')
      .toLowerCase()
      .localeCompare(String(b ?? '').toLowerCase());
  };
  switch (filter.operator) {
    case 'EQ':
      return raw !== null && raw !== undefined && cmp(raw, filter.value) === 0;
    case 'NEQ':
      return raw === null || raw === undefined || cmp(raw, filter.value) !== 0;
    case 'GT':
      return raw != null && cmp(raw, filter.value) > 0;
    case 'GTE':
      return raw != null && cmp(raw, filter.value) >= 0;
    case 'LT':
      return raw != null && cmp(raw, filter.value) < 0;
    case 'LTE':
      return raw != null && cmp(raw, filter.value) <= 0;
    case 'BETWEEN':
      return raw != null && cmp(raw, filter.value) >= 0 && cmp(raw, filter.highValue) <= 0;
    case 'HAS_PROPERTY':
      return raw != null && raw !== '';
    case 'NOT_HAS_PROPERTY':
      return raw == null || raw === '';
    default:
      return false;
  }
}

export async function startFakeHubspot(options: FakeHubspotOptions = {}) {
  const store = options.store ?? createFakeStore();
  const failures: FakeFailure[] = [];
  const log: { method: string; path: string; at: number; status: number }[] = [];
  const recent: number[] = [];
  const recentSearch: number[] = [];
  const stats = { requests: 0, searches: 0, rateLimited: 0, maxIn10s: 0 };
  let scramble = options.scrambleSortMs ?? 0;
  // Added to every API answer (E2E: a sync slow enough for a person to watch its progress bar).
  let latencyMs = 0;
  let limits = { per10s: options.rateLimitPer10s ?? null, searchPerSecond: options.searchPerSecond ?? null };

  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });

  const tokenOk = (token: string) =>
    options.tokens ? options.tokens.includes(token) : token.startsWith('pat-');

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/_fake/')) return;
    const auth = request.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!token || !tokenOk(token))
      return error(
        reply,
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      );
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const at = Date.now();
    stats.requests++;
    const isSearch = path.endsWith('/search');
    // Rolling windows: HubSpot counts every request; search also per second.
    while (recent.length && (recent[0] ?? 0) <= at - 10_000) recent.shift();
    while (recentSearch.length && (recentSearch[0] ?? 0) <= at - 1_000) recentSearch.shift();
    if (limits.per10s !== null && recent.length >= limits.per10s) {
      stats.rateLimited++;
      return error(reply, 429, 'RATE_LIMITS', 'You have reached your ten_secondly_rolling limit.', {
        errorType: 'RATE_LIMIT',
        policyName: 'TEN_SECONDLY_ROLLING',
      });
    }
    if (isSearch && limits.searchPerSecond !== null && recentSearch.length >= limits.searchPerSecond) {
      stats.rateLimited++;
      return error(reply, 429, 'RATE_LIMITS', 'You have reached your secondly limit.', {
        errorType: 'RATE_LIMIT',
        policyName: 'SECONDLY',
      });
    }
    recent.push(at);
    if (isSearch) {
      stats.searches++;
      recentSearch.push(at);
    }
    stats.maxIn10s = Math.max(stats.maxIn10s, recent.length);
    const index = failures.findIndex((f) => !f.pathIncludes || path.includes(f.pathIncludes));
    if (index >= 0) {
      const [failure] = failures.splice(index, 1);
      if (failure) {
        if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
        if (failure.status === 429)
          return error(reply, 429, 'RATE_LIMITS', 'You have reached your ten_secondly_rolling limit.', {
            errorType: 'RATE_LIMIT',
            policyName: failure.policyName ?? 'TEN_SECONDLY_ROLLING',
          });
        return error(
          reply,
          failure.status,
          failure.status === 423 ? 'LOCKED' : 'INTERNAL_ERROR',
          'The server is temporarily unavailable',
        );
      }
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    log.push({
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      at: Date.now(),
      status: reply.statusCode,
    });
    if (log.length > 5000) log.splice(0, log.length - 5000);
  });

  const typeOr404 = (request: FastifyRequest<{ Params: { type: string } }>, reply: FastifyReply) => {
    const type = asType(request.params.type);
    if (!type) void error(reply, 404, 'OBJECT_NOT_FOUND', `Unknown object type ${request.params.type}`);
    return type;
  };

  const withAssociations = (type: FakeObjectType, record: FakeRecord, assoc: string | null) => {
    const shaped = shape(record, null, type);
    if (type === 'contacts' && assoc?.split(',').some((a) => asType(a) === 'companies')) {
      const ids = store.contactCompanies.get(record.id) ?? [];
      return {
        ...shaped,
        associations: { companies: { results: ids.map((id) => ({ id, type: 'contact_to_company' })) } },
      };
    }
    return shaped;
  };

  app.get('/account-info/v3/details', async () => ({
    portalId: 4242424,
    timeZone: 'Europe/London',
    companyCurrency: 'GBP',
    uiDomain: 'app.hubspot.com',
    dataHostingLocation: 'eu1',
  }));

  app.get<{ Params: { type: string }; Querystring: Record<string, string | undefined> }>(
    '/crm/v3/objects/:type',
    async (request, reply) => {
      const type = typeOr404(request, reply);
      if (!type) return reply;
      const limit = Math.min(Number(request.query.limit ?? 10) || 10, 100);
      const after = request.query.after;
      const archived = request.query.archived === 'true';
      const props = propList(request.query.properties);
      const ids = store.order[type];
      // `after` is the id to start from (the next record's id).
      let start = 0;
      if (after) {
        let lo = 0;
        let hi = ids.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (Number(ids[mid]) < Number(after)) lo = mid + 1;
          else hi = mid;
        }
        start = lo;
      }
      const results: object[] = [];
      let i = start;
      for (; i < ids.length && results.length < limit; i++) {
        const record = store.records[type].get(ids[i] ?? '');
        if (!record || record.archived !== archived) continue;
        const shaped = withAssociations(type, record, request.query.associations ?? null);
        results.push({ ...shaped, properties: shape(record, props, type).properties });
      }
      while (i < ids.length && store.records[type].get(ids[i] ?? '')?.archived !== archived) i++;
      const next = ids[i];
      return {
        results,
        ...(next ? { paging: { next: { after: next, link: `${request.url}&after=${next}` } } } : {}),
      };
    },
  );

  app.get<{ Params: { type: string; id: string }; Querystring: Record<string, string | undefined> }>(
    '/crm/v3/objects/:type/:id',
    async (request, reply) => {
      const type = typeOr404(request, reply);
      if (!type) return reply;
      const record = store.get(type, request.params.id, request.query.archived === 'true');
      if (!record) return error(reply, 404, 'OBJECT_NOT_FOUND', 'Object not found.');
      const shaped = withAssociations(type, record, request.query.associations ?? null);
      return { ...shaped, properties: shape(record, propList(request.query.properties), type).properties };
    },
  );

  type SearchBody = {
    filterGroups?: {
      filters?: { propertyName: string; operator: string; value?: string; highValue?: string }[];
    }[];
    sorts?: ({ propertyName: string; direction?: string } | string)[];
    properties?: string[];
    limit?: number;
    after?: string | number;
  };
  app.post<{ Params: { type: string }; Body: SearchBody }>(
    '/crm/v3/objects/:type/search',
    async (request, reply) => {
      const type = typeOr404(request, reply);
      if (!type) return reply;
      const body = request.body ?? {};
      if (JSON.stringify(body).length > 3000)
        return error(reply, 400, 'VALIDATION_ERROR', 'Request body is too large');
      const groups = body.filterGroups ?? [];
      const filterCount = groups.reduce((n, g) => n + (g.filters?.length ?? 0), 0);
      if (groups.length > 5 || groups.some((g) => (g.filters?.length ?? 0) > 6) || filterCount > 18)
        return error(reply, 400, 'VALIDATION_ERROR', 'Too many filters');
      const limit = Math.min(Number(body.limit ?? 10) || 10, 200);
      const offset = Number(body.after ?? 0) || 0;
      if (offset + limit > 10_000 || offset >= 10_000)
        return error(reply, 400, 'VALIDATION_ERROR', 'There was a problem with the request.', {
          errors: [{ message: 'Paging past 10000 results is not supported' }],
        });
      const sort = body.sorts?.[0];
      const sortProp = typeof sort === 'string' ? sort : (sort?.propertyName ?? null);
      const descending = typeof sort === 'object' && sort?.direction === 'DESCENDING';
      const matched: FakeRecord[] = [];
      for (const record of store.records[type].values()) {
        if (record.archived) continue;
        if (groups.length && !groups.some((g) => (g.filters ?? []).every((f) => matches(record, f))))
          continue;
        matched.push(record);
      }
      const key = (r: FakeRecord) =>
        sortProp === null || sortProp === 'hs_object_id'
          ? Number(r.id)
          : /date$/.test(sortProp)
            ? timeOf(r.properties[sortProp]) +
              (scramble ? ((Number(r.id) * 7919) % (scramble * 2)) - scramble : 0)
            : 0;
      matched.sort((a, b) => (key(a) - key(b) || Number(a.id) - Number(b.id)) * (descending ? -1 : 1));
      const page = matched.slice(offset, offset + limit);
      const next = offset + limit < matched.length ? String(offset + limit) : null;
      return {
        total: matched.length,
        results: page.map((r) => shape(r, body.properties ?? null, type)),
        ...(next ? { paging: { next: { after: next } } } : {}),
      };
    },
  );

  type BatchInput = {
    id?: string;
    idProperty?: string;
    properties?: Record<string, string | null>;
    objectWriteTraceId?: string;
  };
  app.post<{ Params: { type: string; op: string }; Body: { inputs?: BatchInput[]; properties?: string[] } }>(
    '/crm/v3/objects/:type/batch/:op',
    async (request, reply) => {
      const type = typeOr404(request, reply);
      if (!type) return reply;
      const inputs = request.body?.inputs ?? [];
      if (inputs.length > 100)
        return error(reply, 400, 'VALIDATION_ERROR', 'Batch inputs may not exceed 100');
      const startedAt = new Date().toISOString();
      const results: object[] = [];
      const errors: object[] = [];
      const finish = (ok: number) =>
        reply.code(errors.length ? 207 : ok).send({
          status: 'COMPLETE',
          results,
          startedAt,
          completedAt: new Date().toISOString(),
          ...(errors.length ? { numErrors: errors.length, errors } : {}),
        });
      switch (request.params.op) {
        case 'read': {
          const missing: string[] = [];
          for (const input of inputs) {
            const record = store.get(type, input.id ?? '');
            if (record) results.push(shape(record, request.body.properties ?? null, type));
            else missing.push(input.id ?? '');
          }
          if (missing.length)
            errors.push({
              status: 'error',
              category: 'OBJECT_NOT_FOUND',
              message: 'Could not get some records',
              context: { ids: missing },
            });
          return finish(200);
        }
        case 'create': {
          for (const input of inputs) {
            if (
              type === 'contacts' &&
              input.properties?.email &&
              store.findContactByEmail(input.properties.email)
            ) {
              errors.push({
                status: 'error',
                category: 'CONFLICT',
                message: `Contact already exists. Existing ID: ${store.findContactByEmail(input.properties.email)?.id}`,
                context: { objectWriteTraceId: [input.objectWriteTraceId ?? ''] },
              });
              continue;
            }
            results.push(
              shape(store.create(type, input.properties ?? {}), Object.keys(input.properties ?? {}), type),
            );
          }
          return finish(201);
        }
        case 'update': {
          for (const input of inputs) {
            const record =
              input.idProperty === 'email'
                ? store.findContactByEmail(input.id ?? '')
                : store.get(type, input.id ?? '');
            const updated = record && store.update(type, record.id, input.properties ?? {});
            if (updated) results.push(shape(updated, Object.keys(input.properties ?? {}), type));
            else
              errors.push({
                status: 'error',
                category: 'OBJECT_NOT_FOUND',
                message: 'Object not found',
                context: { ids: [input.id] },
              });
          }
          return finish(200);
        }
        case 'upsert': {
          for (const input of inputs) {
            if (type !== 'contacts' || input.idProperty !== 'email')
              return error(reply, 400, 'VALIDATION_ERROR', 'idProperty must be a unique property');
            const existing = store.findContactByEmail(input.id ?? '');
            const record = existing
              ? store.update(type, existing.id, input.properties ?? {})
              : store.create(type, { ...input.properties, email: input.id ?? null });
            if (record)
              results.push({ ...shape(record, Object.keys(input.properties ?? {}), type), new: !existing });
          }
          return finish(200);
        }
        case 'archive': {
          for (const input of inputs) store.archive(type, input.id ?? '');
          return reply.code(204).send();
        }
        default:
          return error(reply, 404, 'OBJECT_NOT_FOUND', 'Unknown batch operation');
      }
    },
  );

  app.post<{ Params: { type: string }; Body: { properties?: Record<string, string | null> } }>(
    '/crm/v3/objects/:type',
    async (request, reply) => {
      const type = typeOr404(request, reply);
      if (!type) return reply;
      const properties = request.body?.properties ?? {};
      if (type === 'contacts' && properties.email) {
        const existing = store.findContactByEmail(properties.email);
        if (existing)
          return error(reply, 409, 'CONFLICT', `Contact already exists. Existing ID: ${existing.id}`);
      }
      return reply.code(201).send(shape(store.create(type, properties), Object.keys(properties), type));
    },
  );
  app.patch<{ Params: { type: string; id: string }; Body: { properties?: Record<string, string | null> } }>(
    '/crm/v3/objects/:type/:id',
    async (request, reply) => {
      const type = typeOr404(request, reply);
      if (!type) return reply;
      const updated = store.update(type, request.params.id, request.body?.properties ?? {});
      if (!updated) return error(reply, 404, 'OBJECT_NOT_FOUND', 'Object not found.');
      return shape(updated, Object.keys(request.body?.properties ?? {}), type);
    },
  );
  app.delete<{ Params: { type: string; id: string } }>(
    '/crm/v3/objects/:type/:id',
    async (request, reply) => {
      const type = typeOr404(request, reply);
      if (!type) return reply;
      store.archive(type, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { from: string; to: string }; Body: { inputs?: { id: string | number }[] } }>(
    '/crm/v4/associations/:from/:to/batch/read',
    async (request, reply) => {
      const from = asType(request.params.from);
      const to = asType(request.params.to);
      if (!from || !to) return error(reply, 404, 'OBJECT_NOT_FOUND', 'Unknown object type');
      const inputs = request.body?.inputs ?? [];
      if (inputs.length > 1000)
        return error(reply, 400, 'VALIDATION_ERROR', 'Batch inputs may not exceed 1000');
      const results: object[] = [];
      const errors: object[] = [];
      for (const input of inputs) {
        const id = String(input.id);
        let targets: string[] = [];
        if (from === 'contacts' && to === 'companies') targets = store.contactCompanies.get(id) ?? [];
        else if (from === 'companies' && to === 'contacts')
          targets = [...store.contactCompanies]
            .filter(([, list]) => list.includes(id))
            .map(([contact]) => contact);
        if (!targets.length) {
          errors.push({
            status: 'error',
            category: 'OBJECT_NOT_FOUND',
            message: `No ${to} is associated with ${id}`,
            context: { fromObjectId: [id] },
          });
          continue;
        }
        const [primaryType, plainType] = from === 'contacts' ? [1, 279] : [2, 280];
        results.push({
          from: { id },
          to: targets.map((target, index) => ({
            toObjectId: Number(target),
            associationTypes: [
              ...(index === 0
                ? [{ category: 'HUBSPOT_DEFINED', typeId: primaryType, label: 'Primary' }]
                : []),
              { category: 'HUBSPOT_DEFINED', typeId: plainType, label: null },
            ],
          })),
        });
      }
      return reply.code(errors.length ? 207 : 200).send({
        status: 'COMPLETE',
        results,
        startedAt: new Date().toISOString(),
        completedAt: new Date().toISOString(),
        ...(errors.length ? { numErrors: errors.length, errors } : {}),
      });
    },
  );
  app.put<{ Params: { id: string; companyId: string } }>(
    '/crm/v4/objects/contacts/:id/associations/default/companies/:companyId',
    async (request) => {
      store.associate(request.params.id, request.params.companyId);
      return { status: 'COMPLETE', results: [] };
    },
  );

  // Knobs over HTTP, for E2E tests and people trying the fake by hand.
  app.get('/_fake/state', async () => ({ ...store.counts(), stats }));
  app.get<{ Params: { type: string } }>('/_fake/records/:type', async (request, reply) => {
    const type = asType(request.params.type);
    if (!type) return reply.code(404).send();
    return {
      results: [...store.records[type].values()].map((r) => ({
        ...shape(r, Object.keys(r.properties), type),
      })),
    };
  });
  app.post<{ Body: { companies?: number; contacts?: number } }>('/_fake/seed', async (request) => {
    seedSample(store, request.body?.companies ?? 25, request.body?.contacts ?? 50);
    return store.counts();
  });
  app.post<{ Body: { ms?: number } }>('/_fake/latency', async (request) => {
    latencyMs = Math.max(0, Math.min(10_000, Number(request.body?.ms ?? 0) || 0));
    return { latencyMs };
  });
  // One record with these properties (a contact may name its company: `associate`), as seeded data.
  app.post<{
    Params: { type: string };
    Body: { properties?: Record<string, string | null>; associate?: string };
  }>('/_fake/records/:type', async (request, reply) => {
    const type = asType(request.params.type);
    if (!type) return reply.code(404).send();
    const record = store.create(type, request.body?.properties ?? {});
    if (type === 'contacts' && request.body?.associate) store.associate(record.id, request.body.associate);
    return reply.code(201).send(shape(record, Object.keys(record.properties), type));
  });
  // Changes n records of each type (spread over the id range) now: an incremental sync's work.
  app.post<{ Body: { companies?: number; contacts?: number } }>('/_fake/touch', async (request) => {
    const touched: Record<FakeObjectType, number> = { companies: 0, contacts: 0 };
    for (const type of ['companies', 'contacts'] as const) {
      const ids = store.order[type];
      const n = Math.min(request.body?.[type] ?? 0, ids.length);
      const step = n > 0 ? Math.max(1, Math.floor(ids.length / n)) : 1;
      for (let i = 0; touched[type] < n && i < ids.length; i += step) {
        const field = type === 'companies' ? 'phone' : 'jobtitle';
        if (store.update(type, ids[i] ?? '', { [field]: `Touched ${store.now()}` })) touched[type]++;
      }
    }
    return touched;
  });
  app.post<{ Body: FakeFailure & { count?: number } }>('/_fake/fail', async (request) => {
    for (let i = 0; i < (request.body.count ?? 1); i++) failures.push(request.body);
    return { queued: failures.length };
  });
  app.post<{ Params: { type: string; id: string } }>(
    '/_fake/records/:type/:id/archive',
    async (request, reply) => {
      const type = asType(request.params.type);
      if (!type || !store.archive(type, request.params.id)) return reply.code(404).send();
      return { archived: true };
    },
  );
  app.patch<{ Params: { type: string; id: string }; Body: Record<string, string | null> }>(
    '/_fake/records/:type/:id',
    async (request, reply) => {
      const type = asType(request.params.type);
      const record = type && store.update(type, request.params.id, request.body ?? {});
      if (!record) return reply.code(404).send();
      return record;
    },
  );

  const url = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  return {
    url,
    store,
    stats,
    log,
    /** The next matching request(s) fail with this status. */
    failNext(failure: FakeFailure, count = 1) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    setLimits(next: { per10s?: number | null; searchPerSecond?: number | null }) {
      limits = { ...limits, ...next };
    },
    setScramble(ms: number) {
      scramble = ms;
    },
    resetStats() {
      Object.assign(stats, { requests: 0, searches: 0, rateLimited: 0, maxIn10s: 0 });
      log.length = 0;
    },
    close: () => app.close(),
  };
}

export type FakeHubspot = Awaited<ReturnType<typeof startFakeHubspot>>;

const SAMPLE_NAMES = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
];
const SAMPLE_KINDS = ['Traders', 'Foods', 'Logistics', 'Wholesale', 'Imports'];
const FIRST = ['Alice', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Harry', 'Isla', 'Jack'];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Davies',
  'Evans',
  'Thomas',
  'Roberts',
];

/** Believable companies and contacts (each contact associated with a company of its domain). */
export function seedSample(store: FakeStore, companies: number, contacts: number) {
  const made = store.seed('companies', companies, (i) => {
    const name = `${SAMPLE_NAMES[i % SAMPLE_NAMES.length]} ${SAMPLE_KINDS[Math.floor(i / SAMPLE_NAMES.length) % SAMPLE_KINDS.length]}${i >= 50 ? ` ${i}` : ''}`;
    return {
      name,
      domain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
      city: ['London', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff'][i % 5] ?? null,
      country: 'United Kingdom',
      phone: `+44 20 7946 ${String(1000 + i).slice(-4)}`,
      industry: 'WHOLESALE',
    };
  });
  store
    .seed('contacts', contacts, (i) => {
      const company = made[i % Math.max(made.length, 1)];
      const first = FIRST[i % FIRST.length] ?? 'Alex';
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Smith';
      return {
        firstname: first,
        lastname: last,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@${company?.properties.domain ?? 'example.com'}`,
        jobtitle: ['Buyer', 'Owner', 'Accounts', 'Operations'][i % 4] ?? null,
        phone: null,
      };
    })
    .forEach((contact, i) => {
      const company = made[i % Math.max(made.length, 1)];
      if (company) store.associate(contact.id, company.id);
    });
  return store.counts();
}

export { createFakeStore, LASTMOD };
