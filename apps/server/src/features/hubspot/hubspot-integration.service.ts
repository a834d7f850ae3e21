import {
  fillCopy,
  HUBSPOT_AUTO_SYNC_HOURS,
  HUBSPOT_COPY,
  HUBSPOT_JOBS,
  type HubspotStatus,
  type HubspotSyncRun,
} from '@northdesk/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { backgroundJobs, companyIntegrations, hubspotSyncRuns } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import type { Database, Transaction } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import {
  createHubspotClient,
  createHubspotLimiters,
  HubspotApiError,
  type HubspotClient,
} from './hubspot-client.ts';
import { decryptToken, encryptToken, maskToken } from './token-crypto.ts';

export const HUBSPOT = 'hubspot';
export type IntegrationRow = typeof companyIntegrations.$inferSelect;

// One secret per database (every node reads the same one); looked up once per process.
const secrets = new WeakMap<object, Promise<string>>();
export function integrationSecret(deps: Pick<AppDeps, 'config' | 'database'>): Promise<string> {
  let secret = secrets.get(deps.database);
  if (!secret) {
    secret = resolveAuthSecret(deps.database.db, deps.config.authSecret);
    secrets.set(deps.database, secret);
  }
  return secret;
}

export async function readIntegration(tx: Transaction): Promise<IntegrationRow | undefined> {
  const [row] = await tx
    .select()
    .from(companyIntegrations)
    .where(eq(companyIntegrations.integrationType, HUBSPOT));
  return row;
}

/** A client for the tenant's token, or an error the starter can read when there is none. */
/*
 * One pair of limiters per tenant in this process, shared by its runs, tools and the token check
 * made when connecting (3 requests a sync started at once must count): a fresh limiter
 * per run started empty while HubSpot's window still held the previous run's last 100 requests,
 * and the benchmark's incremental sync, started right after the full one, met a 429 (then waited
 * HubSpot's 10 s). Another node starts empty too, but a sync moves there only after the lease's
 * minutes, long past the 10 s window.
 */
const tenantLimiters = new Map<
  string,
  { limit: number; limiters: ReturnType<typeof createHubspotLimiters> }
>();

function limitersOf(companyId: string, limit: number) {
  const known = tenantLimiters.get(companyId);
  if (known?.limit === limit) return known.limiters;
  const limiters = createHubspotLimiters(limit);
  tenantLimiters.set(companyId, { limit, limiters });
  return limiters;
}

export async function clientFor(
  deps: Pick<AppDeps, 'config' | 'database'>,
  row: IntegrationRow | undefined,
  options: { signal?: AbortSignal } = {},
): Promise<HubspotClient> {
  if (!row?.isActive || !row.tokenCiphertext)
    throw new AppError('bad_request', HUBSPOT_COPY.notConnectedError);
  const token = decryptToken(await integrationSecret(deps), row.tokenCiphertext);
  if (!token)
    throw new AppError(
      'bad_request',
      'The stored HubSpot token cannot be read (was AUTH_SECRET changed?). Connect again.',
    );
  return createHubspotClient({
    baseUrl: deps.config.hubspotApiUrl,
    token,
    limiters: limitersOf(row.companyId, deps.config.hubspotRequestsPer10s),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** What HubSpot's refusal means for the person connecting, as a 400 they can act on. */
export function connectError(error: unknown): AppError {
  if (error instanceof HubspotApiError) {
    if (error.status === 401)
      return new AppError('bad_request', HUBSPOT_COPY.tokenRejected, {
        accessToken: HUBSPOT_COPY.tokenRejected,
      });
    if (error.status === 403) {
      const scopes =
        JSON.stringify(error.body?.errors ?? '')
          .match(/crm\.[a-z.]+/g)
          ?.join(', ') ?? error.message;
      const message = fillCopy(HUBSPOT_COPY.tokenMissingScopes, { scopes });
      return new AppError('bad_request', message, { accessToken: message });
    }
    return new AppError(
      'service_unavailable',
      fillCopy(HUBSPOT_COPY.hubspotUnreachable, { message: error.message }),
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AppError('service_unavailable', fillCopy(HUBSPOT_COPY.hubspotUnreachable, { message }));
}

export const hubspotIntegrationService = {
  /** Checks the token with real calls, then stores it encrypted (replacing any earlier one). */
  async connect(deps: AppDeps, ctx: TenantContext, accessToken: string): Promise<void> {
    const client = createHubspotClient({
      baseUrl: deps.config.hubspotApiUrl,
      token: accessToken,
      maxAttempts: 2,
      timeoutMs: 15_000,
      // The check's requests count in the account's window like the sync's that follows it.
      limiters: limitersOf(ctx.companyId, deps.config.hubspotRequestsPer10s),
    });
    let portalId: string | null;
    try {
      ({ portalId } = await client.checkAccess());
    } catch (error) {
      throw connectError(error);
    }
    const ciphertext = encryptToken(await integrationSecret(deps), accessToken);
    await withTenant(deps.database.db, ctx, async (tx) => {
      const values = {
        isActive: true,
        tokenCiphertext: ciphertext,
        tokenLast4: accessToken.slice(-4),
        portalId,
        updatedAt: new Date(),
      };
      await tx
        .insert(companyIntegrations)
        .values({ companyId: ctx.companyId, integrationType: HUBSPOT, ...values })
        .onConflictDoUpdate({
          target: [companyIntegrations.companyId, companyIntegrations.integrationType],
          set: values,
        });
    });
  },

  /** Stops syncing and forgets the token; synced records and the run history stay. */
  async disconnect(db: Database, ctx: TenantContext): Promise<boolean> {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .update(companyIntegrations)
        .set({ isActive: false, tokenCiphertext: null, tokenLast4: null, updatedAt: new Date() })
        .where(eq(companyIntegrations.integrationType, HUBSPOT))
        .returning({ id: companyIntegrations.id });
      return rows.length > 0;
    });
  },

  async status(db: Database, ctx: TenantContext): Promise<HubspotStatus> {
    return withTenant(db, ctx, async (tx) => {
      const row = await readIntegration(tx);
      const runs = await tx.select().from(hubspotSyncRuns).orderBy(desc(hubspotSyncRuns.startedAt)).limit(10);
      const [active] = await tx
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(
          and(
            eq(backgroundJobs.kind, HUBSPOT_JOBS.sync),
            inArray(backgroundJobs.status, ['queued', 'running']),
          ),
        )
        .limit(1);
      const connected = Boolean(row?.isActive);
      const last = row?.lastSyncAt ?? null;
      const next = connected && last ? new Date(last.getTime() + HUBSPOT_AUTO_SYNC_HOURS * 3600_000) : null;
      return {
        connected,
        tokenMasked: connected ? maskToken(row?.tokenLast4 ?? null) : null,
        portalId: connected ? (row?.portalId ?? null) : null,
        lastSyncAt: toIsoTimestamp(last),
        lastResult:
          row?.lastSyncStatus === 'completed' || row?.lastSyncStatus === 'failed' ? row.lastSyncStatus : null,
        lastError: row?.lastSyncError ?? null,
        nextAutoSyncAt: toIsoTimestamp(next),
        activeJobId: active?.id ?? null,
        runs: runs.map(toRun),
      };
    });
  },
};

const COUNT_KEYS = [
  'newRecords',
  'updatedRecords',
  'skippedRecords',
  'totalFetched',
  'pushedRecords',
  'archivedRecords',
  'conflicts',
] as const;

function toRun(row: typeof hubspotSyncRuns.$inferSelect): HubspotSyncRun {
  const counts = Object.fromEntries(
    COUNT_KEYS.map((k) => [k, Number(row.counts[k] ?? 0)]),
  ) as HubspotSyncRun['counts'];
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    automatic: row.automatic,
    startedAt: toIsoTimestamp(row.startedAt) ?? '',
    finishedAt: toIsoTimestamp(row.finishedAt),
    counts,
    error: row.error,
  };
}
