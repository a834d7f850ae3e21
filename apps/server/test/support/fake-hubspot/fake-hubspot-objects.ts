import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FakeObjectType, FakeRecord, FakeStore } from './fake-hubspot-store.ts';
import { asType, error, matches, propList, shape, timeOf } from './fake-hubspot-wire.ts';

/**
 * The fake's CRM object routes (HubSpot CRM v3): list with `after` and archived, read one, search
 * (filters, one sort, offset paging, `total`, 400 past 10,000, scrambled order when asked), batch
 * read/create/update/upsert/archive, create/update/delete one.
 */
export function registerObjectRoutes(app: FastifyInstance, store: FakeStore, scramble: () => number) {
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
              (scramble() ? ((Number(r.id) * 7919) % (scramble() * 2)) - scramble() : 0)
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
}
