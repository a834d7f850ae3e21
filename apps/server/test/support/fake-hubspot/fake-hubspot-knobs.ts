import type { FastifyInstance } from 'fastify';
import { seedSample } from './fake-hubspot-sample.ts';
import type { FakeObjectType, FakeStore } from './fake-hubspot-store.ts';
import { asType, error, shape } from './fake-hubspot-wire.ts';

export type FakeFailure = { status: number; retryAfter?: number; policyName?: string; pathIncludes?: string };
export type FakeStats = { requests: number; searches: number; rateLimited: number; maxIn10s: number };

/** The fake's v4 association routes (batch read with primary labels, a default association). */
export function registerAssociationRoutes(app: FastifyInstance, store: FakeStore) {
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
}

/** Knobs over HTTP (/_fake/…), for E2E tests, the benchmark and people trying the fake by hand. */
export function registerKnobRoutes(
  app: FastifyInstance,
  store: FakeStore,
  knobs: { stats: FakeStats; failures: FakeFailure[]; setLatency(ms: number): number },
) {
  const { stats, failures } = knobs;
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
    return { latencyMs: knobs.setLatency(Math.max(0, Math.min(10_000, Number(request.body?.ms ?? 0) || 0))) };
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
}
