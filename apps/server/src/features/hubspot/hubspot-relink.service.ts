import { FREE_MAIL_PROVIDERS, type HubspotRelinkResult } from '@northdesk/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import { getDomain } from 'tldts';
import { crmCompanies, crmContacts } from '../../db/schema/index.ts';
import { type WriterContext, withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import type { JobRun } from '../../lib/jobs/define-job.ts';
import { clientFor, readIntegration } from './hubspot-integration.service.ts';

/*
 * Re-links contacts to companies (docs/product/hubspot.md): HubSpot's association first (when the
 * tenant is connected and the contact came from HubSpot), otherwise the company whose domain is the
 * email's registrable domain (eTLD+1 via the public suffix list: mail.acme.co.uk → acme.co.uk).
 * Free-mail addresses never link. A contact already linked to a company whose domain agrees is left
 * alone, and so is one linked by hand to a company without a domain.
 * linked: had no company (or only "Individual Contacts"); fixed: was linked to a company whose
 * domain contradicts the email; skipped: nothing to do or nothing found.
 */

const BATCH = 1_000;
// Registrable domains of common free-mail providers beyond the first-label rule (gmail, yahoo…).
const FREE_MAIL_DOMAINS = new Set([
  'icloud.com',
  'me.com',
  'mac.com',
  'live.com',
  'live.co.uk',
  'msn.com',
  'googlemail.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'talktalk.net',
  'ntlworld.com',
  'blueyonder.co.uk',
  'hey.com',
  'fastmail.com',
  'tutanota.com',
  'qq.com',
  '163.com',
  'orange.fr',
  'free.fr',
  'libero.it',
  't-online.de',
]);

export function isFreeMail(registrable: string): boolean {
  const first = registrable.split('.')[0] ?? '';
  return FREE_MAIL_DOMAINS.has(registrable) || (FREE_MAIL_PROVIDERS as readonly string[]).includes(first);
}

const registrableOf = (host: string | null | undefined): string | null =>
  host ? (getDomain(host, { allowPrivateDomains: false }) ?? null) : null;

export async function relinkContacts(deps: AppDeps, job: JobRun<object>): Promise<HubspotRelinkResult> {
  if (!job.companyId) throw new Error('hubspot.relink needs a tenant');
  const ctx: WriterContext = { companyId: job.companyId, actor: 'hubspot' };
  const db = deps.database.db;
  const { companies, integration, contactCount } = await withTenant(db, ctx, async (tx) => ({
    companies: await tx
      .select({
        id: crmCompanies.id,
        domain: crmCompanies.domain,
        externalCrmId: crmCompanies.externalCrmId,
        isIndividualContacts: crmCompanies.isIndividualContacts,
      })
      .from(crmCompanies)
      .where(eq(crmCompanies.archived, false)),
    integration: await readIntegration(tx),
    contactCount: await tx.$count(crmContacts, eq(crmContacts.archived, false)),
  }));
  const individual = new Set(companies.filter((c) => c.isIndividualContacts).map((c) => c.id));
  const byHost = new Map<string, string>();
  const byRegistrable = new Map<string, string>();
  const byExternal = new Map<string, string>();
  const registrableOfCompany = new Map<string, string | null>();
  for (const company of companies) {
    if (company.externalCrmId) byExternal.set(company.externalCrmId, company.id);
    const registrable = registrableOf(company.domain);
    registrableOfCompany.set(company.id, registrable);
    if (!company.domain || company.isIndividualContacts) continue;
    if (!byHost.has(company.domain)) byHost.set(company.domain, company.id);
    // Several companies on one registrable domain: the one whose domain is exactly it wins.
    if (registrable && (!byRegistrable.has(registrable) || company.domain === registrable))
      byRegistrable.set(registrable, company.id);
  }
  const client = integration?.isActive ? await clientFor(deps, integration, { signal: job.signal }) : null;

  const result: HubspotRelinkResult = { linked: 0, fixed: 0, skipped: 0, total: 0 };
  let lastId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const contacts = await withTenant(db, ctx, (tx) =>
      tx
        .select({
          id: crmContacts.id,
          email: crmContacts.email,
          crmCompanyId: crmContacts.crmCompanyId,
          externalCrmId: crmContacts.externalCrmId,
        })
        .from(crmContacts)
        .where(and(eq(crmContacts.archived, false), gt(crmContacts.id, lastId)))
        .orderBy(asc(crmContacts.id))
        .limit(BATCH),
    );
    if (contacts.length === 0) break;
    lastId = contacts[contacts.length - 1]?.id ?? lastId;
    const external = contacts.map((c) => c.externalCrmId).filter((id): id is string => Boolean(id));
    const associations =
      client && external.length ? await client.contactCompanies(external) : new Map<string, string[]>();
    const changes: { id: string; companyId: string }[] = [];
    for (const contact of contacts) {
      result.total++;
      const fromHubspot = (associations.get(contact.externalCrmId ?? '') ?? [])
        .map((id) => byExternal.get(id))
        .find((id): id is string => Boolean(id));
      const host = contact.email?.split('@')[1]?.toLowerCase().replace(/\.$/, '') ?? null;
      const registrable = registrableOf(host);
      const fromDomain =
        host && registrable && !isFreeMail(registrable)
          ? (byHost.get(host) ?? byRegistrable.get(registrable))
          : undefined;
      const target = fromHubspot ?? fromDomain;
      const current = contact.crmCompanyId;
      if (!target || target === current) {
        result.skipped++;
        continue;
      }
      if (!current || individual.has(current)) {
        result.linked++;
      } else {
        const currentRegistrable = registrableOfCompany.get(current) ?? null;
        // Linked by hand to a company without a domain, or one whose domain agrees: leave it.
        if (!fromHubspot && (!currentRegistrable || currentRegistrable === registrable)) {
          result.skipped++;
          continue;
        }
        result.fixed++;
      }
      changes.push({ id: contact.id, companyId: target });
    }
    if (changes.length) {
      await withTenant(db, ctx, async (tx) => {
        const now = new Date();
        for (const change of changes)
          await tx
            .update(crmContacts)
            .set({ crmCompanyId: change.companyId, updatedAt: now })
            .where(eq(crmContacts.id, change.id));
      });
    }
    await job.progress({ done: result.total, total: contactCount, counts: { ...result } });
    if (contacts.length < BATCH) break;
  }
  return result;
}
