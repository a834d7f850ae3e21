import { createRateLimiter, type RateLimiter, sleep } from './rate-limiter.ts';

/*
 * A small client for HubSpot's CRM v3/v4 API (docs/product/hubspot.md; wire facts in the
 * integrations spec part B). Every request passes the tenant's rate limiter (100 per 10 s; search
 * also 4 per second, under HubSpot's 5), and 429, 423, 477 and 5xx answers are retried with
 * Retry-After when given, else HubSpot's own SDK delays (10 s × attempt for the ten-second limit,
 * 1 s × attempt for search's per-second limit, a short backoff for 5xx).
 */

export type HubspotObjectType = 'companies' | 'contacts';

/** A record as HubSpot sends it (SimplePublicObject); every property value is a string or null. */
export type HubspotRecord = {
  id: string;
  properties: Record<string, string | null | undefined>;
  createdAt?: string;
  updatedAt?: string;
  archived?: boolean;
  archivedAt?: string;
  associations?: Record<string, { results: { id: string; type?: string }[] }>;
};

export type HubspotPage = { results: HubspotRecord[]; after: string | null; total?: number };

export type SearchFilter = { propertyName: string; operator: string; value?: string; highValue?: string };
export type SearchRequest = {
  filterGroups: { filters: SearchFilter[] }[];
  sorts?: { propertyName: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  properties: string[];
  limit: number;
  after?: string;
};

/** A refusal from HubSpot that retrying will not fix (or retries ran out). */
export class HubspotApiError extends Error {
  override readonly name = 'HubspotApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly category: string | null,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
  }
}

export type HubspotClientOptions = {
  baseUrl: string;
  token: string;
  signal?: AbortSignal;
  /** Requests per 10 s (HubSpot private apps, Free/Starter: 100). */
  requestsPer10s?: number;
  /** Search requests per second (HubSpot: 5; we stay under). */
  searchesPerSecond?: number;
  maxAttempts?: number;
  /** Multiplies the fallback delays (tests shorten them); Retry-After is always honoured. */
  retryDelayScale?: number;
  /** Per-request timeout. */
  timeoutMs?: number;
  onRetry?: (info: { status: number; attempt: number; delayMs: number }) => void;
  /**
   * The account's limiters, when they outlive this client: HubSpot counts the account's requests
   * in its rolling window, so a run that starts right after another must see that run's requests.
   */
  limiters?: { general: RateLimiter; search: RateLimiter };
};

/** A fresh pair of limiters at HubSpot's limits (100 per 10 s unless told; search under 5 per s). */
export function createHubspotLimiters(requestsPer10s = 100, searchesPerSecond = 4) {
  return {
    general: createRateLimiter(requestsPer10s, 10_000),
    search: createRateLimiter(searchesPerSecond, 1_000),
  };
}

const RETRYABLE = new Set([423, 429, 477, 500, 502, 503, 504, 521, 523, 524]);

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function retryDelayMs(
  status: number,
  body: Record<string, unknown> | null,
  header: string | null,
  attempt: number,
  scale: number,
) {
  const seconds = header === null ? Number.NaN : Number(header);
  if (Number.isFinite(seconds) && seconds >= 0)
    return Math.max(seconds * 1000, status === 423 ? 2000 * scale : 0);
  if (status === 429) {
    const policy = String(body?.policyName ?? '');
    const message = String(body?.message ?? '');
    if (policy === 'SECONDLY' || /secondly limit/i.test(message)) return 1000 * attempt * scale;
    return 10_000 * attempt * scale;
  }
  if (status === 423) return 2000 * attempt * scale;
  return 500 * attempt * scale;
}

export type HubspotClient = ReturnType<typeof createHubspotClient>;

export function createHubspotClient(options: HubspotClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const { general, search } =
    options.limiters ?? createHubspotLimiters(options.requestsPer10s, options.searchesPerSecond);
  const maxAttempts = options.maxAttempts ?? 10;
  const scale = options.retryDelayScale ?? 1;
  let requests = 0;

  async function request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    init: { query?: Record<string, string | undefined>; body?: unknown; isSearch?: boolean } = {},
  ): Promise<{ status: number; body: T }> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(init.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, value);
    for (let attempt = 1; ; attempt++) {
      const searchSlot = init.isSearch ? await search.take(options.signal) : undefined;
      const slot = await general.take(options.signal);
      requests++;
      let status = 0;
      let parsed: Record<string, unknown> | null = null;
      let retryAfter: string | null = null;
      let text = '';
      try {
        const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
        const response = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${options.token}`,
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        });
        // Answered: it has reached HubSpot, so its slots count from now (rate-limiter.ts).
        slot();
        searchSlot?.();
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        text = await response.text();
        if (status >= 200 && status < 300) return { status, body: (text ? JSON.parse(text) : {}) as T };
        try {
          parsed = asRecord(JSON.parse(text));
        } catch {
          parsed = null;
        }
      } catch (error) {
        slot();
        searchSlot?.();
        if (options.signal?.aborted) throw error;
        // A dropped connection or a timeout: retried like a 5xx.
        status = 0;
        text = error instanceof Error ? error.message : String(error);
      }
      const retryable = status === 0 || RETRYABLE.has(status);
      const daily = status === 429 && parsed?.policyName === 'DAILY';
      if (!retryable || daily || attempt >= maxAttempts) {
        const message = String(parsed?.message ?? (text.slice(0, 200) || `HTTP ${status}`));
        throw new HubspotApiError(status, message, (parsed?.category as string | undefined) ?? null, parsed);
      }
      const delayMs = retryDelayMs(status, parsed, retryAfter, attempt, scale);
      options.onRetry?.({ status, attempt, delayMs });
      await sleep(delayMs, options.signal);
    }
  }

  const props = (list: readonly string[]) => list.join(',');

  return {
    get requestCount() {
      return requests;
    },
    request,

    /** One page of the list endpoint (ordered by id, no 10,000 cap): full syncs. */
    async listPage(
      type: HubspotObjectType,
      page: {
        after?: string | null;
        properties: readonly string[];
        associations?: string;
        archived?: boolean;
        limit?: number;
      },
    ): Promise<HubspotPage> {
      const { body } = await request<{ results: HubspotRecord[]; paging?: { next?: { after?: string } } }>(
        'GET',
        `/crm/v3/objects/${type}`,
        {
          query: {
            limit: String(page.limit ?? 100),
            after: page.after ?? undefined,
            properties: props(page.properties),
            associations: page.associations,
            archived: page.archived ? 'true' : undefined,
          },
        },
      );
      return { results: body.results ?? [], after: body.paging?.next?.after ?? null };
    },

    async search(type: HubspotObjectType, body: SearchRequest): Promise<HubspotPage> {
      const { body: res } = await request<{
        total?: number;
        results: HubspotRecord[];
        paging?: { next?: { after?: string } };
      }>('POST', `/crm/v3/objects/${type}/search`, { body, isSearch: true });
      return { results: res.results ?? [], after: res.paging?.next?.after ?? null, total: res.total ?? 0 };
    },

    /** Batch update by id (≤ 100 inputs); returns the records HubSpot answered with. */
    async batchUpdate(type: HubspotObjectType, inputs: { id: string; properties: Record<string, string> }[]) {
      const { body } = await request<{
        results?: HubspotRecord[];
        errors?: { message?: string; context?: Record<string, string[]> }[];
      }>('POST', `/crm/v3/objects/${type}/batch/update`, { body: { inputs } });
      return { results: body.results ?? [], errors: body.errors ?? [] };
    },

    /** Contact → company associations of up to 1,000 contacts (ids with none come back empty). */
    async contactCompanies(contactIds: readonly string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (contactIds.length === 0) return out;
      const { body } = await request<{
        results?: {
          from: { id: string | number };
          to: { toObjectId: string | number; associationTypes?: { typeId: number }[] }[];
        }[];
      }>('POST', '/crm/v4/associations/contacts/companies/batch/read', {
        body: { inputs: contactIds.map((id) => ({ id })) },
      });
      for (const result of body.results ?? []) {
        // The primary company (typeId 1) first, so the one local link prefers it.
        const sorted = [...result.to].sort(
          (a, b) =>
            Number(!a.associationTypes?.some((t) => t.typeId === 1)) -
            Number(!b.associationTypes?.some((t) => t.typeId === 1)),
        );
        out.set(
          String(result.from.id),
          sorted.map((t) => String(t.toObjectId)),
        );
      }
      return out;
    },

    /** Checks the token with real calls: both object types must be readable. */
    async checkAccess(): Promise<{ portalId: string | null }> {
      await request('GET', '/crm/v3/objects/companies', { query: { limit: '1' } });
      await request('GET', '/crm/v3/objects/contacts', { query: { limit: '1' } });
      try {
        const { body } = await request<{ portalId?: number | string }>('GET', '/account-info/v3/details');
        return { portalId: body.portalId === undefined ? null : String(body.portalId) };
      } catch {
        // The account details need no extra scope on HubSpot, but a proxy may not pass them.
        return { portalId: null };
      }
    },
  };
}
