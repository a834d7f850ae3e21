import {
  CONTACT_SYNC_STRATEGIES,
  DEPARTMENT_EMAIL_PREFIXES,
  FREE_MAIL_PROVIDERS,
  LEAD_STATUSES,
} from '@northdesk/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { crmActivities, crmCompanies, crmContacts, profiles } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';
import { individualContactsCompanyId } from '../contacts/contact-companies.ts';
import { FIRST_NAMES, LAST_NAMES } from './demo-names.ts';

const JOB_TITLES = [
  'Purchasing Manager',
  'Head of Procurement',
  'Operations Director',
  'Finance Director',
  'Buyer',
  'Senior Buyer',
  'Managing Director',
  'Office Manager',
  'Warehouse Manager',
  'Logistics Coordinator',
  'Accounts Payable Clerk',
  'Sales Director',
  'Category Manager',
  'Supply Chain Manager',
  'CEO',
  'Facilities Manager',
  'Project Manager',
  'Production Manager',
  'IT Manager',
  'Marketing Manager',
];
/** Used when the tenant has no customer companies yet (the companies demo seed runs first when present). */
const FALLBACK_COMPANIES: [string, string, string, string][] = [
  ['Brightwater Logistics', 'brightwater-logistics.example', 'Manchester', 'United Kingdom'],
  ['Harbourline Foods', 'harbourline-foods.example', 'Bristol', 'United Kingdom'],
  ['Kestrel Engineering', 'kestrel-engineering.example', 'Leeds', 'United Kingdom'],
  ['Northgate Retail Group', 'northgate-retail.example', 'London', 'United Kingdom'],
  ['Pennine Building Supplies', 'pennine-building.example', 'Sheffield', 'United Kingdom'],
  ['Atelier Lumière', 'atelier-lumiere.example', 'Lyon', 'France'],
  ['Boulangeries Réunies', 'boulangeries-reunies.example', 'Paris', 'France'],
  ['Rheinwerk Maschinenbau', 'rheinwerk-maschinen.example', 'Köln', 'Germany'],
  ['Alpenhof Hotels', 'alpenhof-hotels.example', 'München', 'Germany'],
  ['Costa Verde Energía', 'costa-verde-energia.example', 'Valencia', 'Spain'],
  ['Trattoria Group Italia', 'trattoria-group.example', 'Milano', 'Italy'],
  ['Nordlys Shipping', 'nordlys-shipping.example', 'Bergen', 'Norway'],
  ['Delta Media Holdings', 'delta-media.example', 'Amsterdam', 'Netherlands'],
  ['Liffey Pharma', 'liffey-pharma.example', 'Dublin', 'Ireland'],
  ['Maple Ridge Construction', 'maple-ridge.example', 'Toronto', 'Canada'],
  ['Pacific Rim Traders', 'pacific-rim-traders.example', 'Sydney', 'Australia'],
  ['Lone Star Fabrication', 'lone-star-fab.example', 'Austin', 'United States'],
  ['Hudson Valley Produce', 'hudson-valley-produce.example', 'Albany', 'United States'],
];
const ACTIVITY_SUBJECTS: Record<string, string[]> = {
  call: ['Intro call', 'Pricing follow-up call', 'Quarterly check-in', 'Delivery issue call'],
  email: ['Sent price list', 'Sent revised quote', 'Answered stock query', 'Shared catalogue'],
  meeting: ['Account review', 'Product demo', 'Contract negotiation', 'Kick-off meeting'],
  visit: ['Site visit at warehouse', 'Showroom visit', 'Factory tour'],
  proposal: ['Annual supply proposal', 'Volume discount proposal'],
  'follow-up': ['Follow up on samples', 'Chase signed order', 'Follow up after trade show'],
  note: ['Prefers contact by email', 'Budget approved for Q3'],
  other: ['Trade show conversation', 'Referral from partner'],
};
const OUTCOMES = [
  'Positive, next steps agreed',
  'Waiting on budget sign-off',
  'Sent proposal',
  'No decision yet',
];

/** A small deterministic generator: the same demo every time. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Demo contacts and activities for a tenant (called from the demo seed, as the owner): about
 * 3,000 contacts of all three categories linked to the tenant's customer companies (business and
 * department contacts at each company's domain, individuals on free mail in "Individual
 * Contacts"), some synced with the external CRM, and a few hundred activities over the last six
 * months. Does nothing when the tenant already has contacts.
 */
export async function seedContactsDemo(db: Database, tenantId: string, options: { contacts?: number } = {}) {
  const [existing] = await db
    .select({ n: count() })
    .from(crmContacts)
    .where(eq(crmContacts.companyId, tenantId));
  if ((existing?.n ?? 0) > 0) return;
  const rng = random(20_260_601);

  const listed = () =>
    db
      .select({ id: crmCompanies.id, name: crmCompanies.name, domain: crmCompanies.domain })
      .from(crmCompanies)
      .where(
        and(
          eq(crmCompanies.companyId, tenantId),
          eq(crmCompanies.archived, false),
          eq(crmCompanies.isIndividualContacts, false),
        ),
      );
  let companies = await listed();
  if (companies.length < 10) {
    await db
      .insert(crmCompanies)
      .values(
        FALLBACK_COMPANIES.map(([name, domain, city, country]) => ({
          companyId: tenantId,
          name,
          domain,
          city,
          country,
          leadStatus: rng.pick(LEAD_STATUSES),
          source: 'manual_entry',
        })),
      )
      .onConflictDoNothing();
    companies = await listed();
  }
  const individualId = await db.transaction((tx) => individualContactsCompanyId(tx, tenantId));

  const total = options.contacts ?? 3000;
  const contacts: (typeof crmContacts.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < total; i++) {
    const company = rng.pick(companies);
    const domain = company.domain ?? `${slug(company.name)}.example`;
    const kind = rng.next();
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const synced = rng.next() < 0.15;
    const base = {
      companyId: tenantId,
      leadStatus: rng.pick(LEAD_STATUSES),
      phone: rng.next() < 0.7 ? `+44 ${1000 + Math.floor(rng.next() * 9000)} ${100000 + i}` : null,
      source: synced ? ('external_crm' as const) : ('manual' as const),
      syncStrategy: synced ? rng.pick(CONTACT_SYNC_STRATEGIES.slice(0, 2)) : 'bidirectional',
      externalCrmId: synced ? String(900_000 + i) : null,
      createdAt: new Date(Date.now() - Math.floor(rng.next() * 400) * 86_400_000),
    };
    if (kind < 0.12) {
      // A department mailbox of the company.
      const prefix = rng.pick(DEPARTMENT_EMAIL_PREFIXES);
      const email = `${prefix}@${domain}`;
      if (seen.has(email)) continue;
      seen.add(email);
      const label = prefix.charAt(0).toUpperCase() + prefix.slice(1);
      contacts.push({
        ...base,
        lastName: `${label} Team`,
        email,
        crmCompanyId: company.id,
        phone: base.phone,
      });
    } else if (kind < 0.27) {
      // An individual on a free-mail address.
      const email = `${slug(firstName)}.${slug(lastName)}${i}@${rng.pick(FREE_MAIL_PROVIDERS)}.com`;
      contacts.push({ ...base, firstName, lastName, email, crmCompanyId: individualId });
    } else {
      const email = `${slug(firstName)}.${slug(lastName)}${i % 7 === 0 ? i : ''}@${domain}`;
      if (seen.has(email)) continue;
      seen.add(email);
      contacts.push({
        ...base,
        firstName,
        lastName,
        email,
        jobTitle: rng.pick(JOB_TITLES),
        crmCompanyId: company.id,
      });
    }
  }
  const inserted: { id: string; crmCompanyId: string | null }[] = [];
  await insertInBatches(contacts, async (batch) => {
    inserted.push(
      ...(await db
        .insert(crmContacts)
        .values(batch)
        .returning({ id: crmContacts.id, crmCompanyId: crmContacts.crmCompanyId })),
    );
  });

  const authors = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.companyId, tenantId));
  const types = Object.keys(ACTIVITY_SUBJECTS);
  const activities: (typeof crmActivities.$inferInsert)[] = [];
  for (let i = 0; i < 400; i++) {
    const contact = rng.pick(inserted);
    if (!contact.crmCompanyId) continue;
    const type = rng.pick(types);
    const daysAgo = Math.floor(rng.next() ** 2 * 180);
    const outcome = rng.next() < 0.5 ? `\n\nOutcome: ${rng.pick(OUTCOMES)}` : '';
    activities.push({
      companyId: tenantId,
      crmCompanyId: contact.crmCompanyId,
      contactId: contact.id,
      type,
      subject: rng.pick(ACTIVITY_SUBJECTS[type] ?? ['Touchpoint']),
      content: `Logged for the demo.${outcome}`,
      activityDate: new Date(Date.now() - daysAgo * 86_400_000 - Math.floor(rng.next() * 86_400_000)),
      createdBy: authors.length > 0 ? rng.pick(authors).id : null,
    });
  }
  await insertInBatches(activities, (batch) => db.insert(crmActivities).values(batch));
  // Give the demo deals a contact: the first business contact of their company.
  await db.execute(sql`
    UPDATE crm_deals d SET contact_id = (
      SELECT c.id FROM crm_contacts c
      WHERE c.company_id = d.company_id AND c.crm_company_id = d.crm_company_id AND c.category = 'company'
      ORDER BY c.sort_key LIMIT 1)
    WHERE d.company_id = ${tenantId} AND d.contact_id IS NULL`);
  return { contacts: inserted.length, activities: activities.length };
}
