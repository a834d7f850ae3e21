import { BULK_ENRICH_INTERVAL_MS, BULK_ENRICH_LIMIT, type BulkEnrichResult } from '@northdesk/shared';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { crmCompanies } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import type { JobRun } from '../../lib/jobs/define-job.ts';
import { enrichCompany } from '../companies/enrichment/enrichment.service.ts';
import { sleep } from './rate-limiter.ts';

/*
 * Bulk enrichment (crm spec: up to 50 companies that have a domain but no city, one per second),
 * through the same SSRF-safe enrichment as the Add Company dialog. Only empty fields are filled
 * (industry, phone, city, state, country, employee count): what a person typed is never replaced.
 * The edit counts as a local change (locally_modified_at), so a two-way sync pushes it.
 */

export async function bulkEnrich(
  deps: AppDeps,
  job: JobRun<object>,
): Promise<BulkEnrichResult & { failures: string[] }> {
  if (!job.companyId) throw new Error('hubspot.bulk-enrich needs a tenant');
  const ctx: TenantContext = { companyId: job.companyId };
  const db = deps.database.db;
  const targets = await withTenant(db, ctx, (tx) =>
    tx
      .select()
      .from(crmCompanies)
      .where(
        and(
          eq(crmCompanies.archived, false),
          eq(crmCompanies.isIndividualContacts, false),
          isNotNull(crmCompanies.domain),
          isNull(crmCompanies.city),
        ),
      )
      .orderBy(asc(crmCompanies.sortName), asc(crmCompanies.id))
      .limit(BULK_ENRICH_LIMIT),
  );
  const result = { enriched: 0, failed: 0, total: targets.length, failures: [] as string[] };
  const network = {
    allowPrivateNetworks: deps.config.enrichmentAllowPrivateNetworks,
    allowedAddresses: deps.config.enrichmentAllowedAddresses,
  };
  for (const [index, company] of targets.entries()) {
    if (index > 0) await sleep(BULK_ENRICH_INTERVAL_MS, job.signal);
    try {
      const data = await enrichCompany(
        { db, storage: deps.storage, network },
        ctx.companyId,
        company.domain ?? '',
      );
      const fill = {
        industry: company.industry ?? data.industry,
        phone: company.phone ?? data.phone,
        city: company.city ?? data.location.city,
        state: company.state ?? data.location.state,
        country: company.country ?? data.location.country,
        employeeCount: company.employeeCount ?? data.employeeCount,
      };
      const changed = Object.entries(fill).some(
        ([key, value]) => value !== company[key as keyof typeof fill],
      );
      if (changed) {
        const now = new Date();
        await withTenant(db, ctx, (tx) =>
          tx
            .update(crmCompanies)
            .set({ ...fill, locallyModifiedAt: now, updatedAt: now })
            .where(eq(crmCompanies.id, company.id)),
        );
        result.enriched++;
      } else {
        result.failed++;
        result.failures.push(`${company.domain}: nothing found`);
      }
    } catch (error) {
      result.failed++;
      result.failures.push(`${company.domain}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await job.progress({
      done: index + 1,
      total: targets.length,
      message: company.name,
      counts: { enriched: result.enriched, failed: result.failed },
    });
  }
  return { ...result, failures: result.failures.slice(0, 50) };
}
