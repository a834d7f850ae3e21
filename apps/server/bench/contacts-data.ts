import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/types.ts';
import { FIRST_NAMES as FIRST, LAST_NAMES as LAST } from '../src/features/demo/demo-names.ts';

/*
 * Contacts for the contacts benchmark, generated inside the database like the companies
 * benchmark's rows (INSERT … SELECT generate_series, repeatable through hashtext). The companies
 * are the companies benchmark's own (insertCompanies); these contacts are richer than its
 * stand-ins so that every filter of the list means something:
 *   75% business contacts at their company's domain, with a job title;
 *   10% department mailboxes (info@, sales@, … at the company's domain);
 *   15% individuals on free mail, in the tenant's "Individual Contacts" company.
 * Rows are written with triggers off (session_replication_role = replica, like the companies
 * benchmark), so the derived columns the crm_contacts_derive trigger maintains are computed here
 * with the same expressions (category through northdesk_contact_category itself).
 */

const TITLES = [
  'Buyer',
  'Purchasing Manager',
  'Operations Director',
  'Finance Director',
  'Office Manager',
  'Managing Director',
  'Warehouse Manager',
  'Category Manager',
];
const PREFIXES = ['info', 'sales', 'accounts', 'support', 'orders', 'billing', 'hr', 'reception'];
const FREE_MAIL = ['gmail.com', 'yahoo.co.uk', 'hotmail.com', 'outlook.com', 'aol.com'];

const textArray = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const pick = (salt: string, n: number) => sql.raw(`(abs(hashtext(g::text || '${salt}')) % ${n})`);

/** The tenant's "Individual Contacts" company (made if missing). */
export async function ensureIndividualContacts(db: Database, tenantId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO crm_companies (company_id, name, is_individual_contacts)
    VALUES (${tenantId}::uuid, 'Individual Contacts', true)
    ON CONFLICT DO NOTHING`);
}

/** `count` contacts spread over the tenant's listed companies (two per company on average). */
export async function insertRichContacts(db: Database, tenantId: string, count: number): Promise<void> {
  await ensureIndividualContacts(db, tenantId);
  await db.execute(sql`
    WITH listed AS (
      SELECT id, name, domain, country, row_number() OVER (ORDER BY id) AS rn
      FROM crm_companies
      WHERE company_id = ${tenantId}::uuid AND NOT is_individual_contacts AND NOT archived
    ),
    total AS (SELECT count(*) AS n FROM listed),
    individual AS (
      SELECT id FROM crm_companies WHERE company_id = ${tenantId}::uuid AND is_individual_contacts
    ),
    people AS (
      SELECT g,
        (${textArray(FIRST)})[1 + ${pick('first', FIRST.length)}] AS first_name,
        (${textArray(LAST)})[1 + ${pick('last', LAST.length)}] AS last_name,
        ${pick('kind', 20)} AS kind,
        1 + ${pick('owner', 1_000_000_007)} % (SELECT n FROM total) AS owner_rn
      FROM generate_series(1, ${count}) g
    ),
    rows AS (
      SELECT p.g, p.kind < 3 AS individual, l.name AS company_name, l.country AS company_country,
        CASE WHEN p.kind < 3 THEN (SELECT id FROM individual) ELSE l.id END AS crm_company_id,
        CASE WHEN p.kind IN (3, 4) THEN NULL ELSE p.first_name END AS first_name,
        CASE WHEN p.kind IN (3, 4) THEN initcap((${textArray(PREFIXES)})[1 + p.g % ${PREFIXES.length}]) || ' Team'
          ELSE p.last_name END AS last_name,
        CASE
          WHEN p.kind < 3 THEN lower(p.first_name || '.' || p.last_name || p.g) || '@'
            || (${textArray(FREE_MAIL)})[1 + p.g % ${FREE_MAIL.length}]
          WHEN p.kind IN (3, 4) THEN (${textArray(PREFIXES)})[1 + p.g % ${PREFIXES.length}] || '@' || l.domain
          ELSE lower(p.first_name || '.' || p.last_name || p.g) || '@' || l.domain
        END AS email,
        '+44 7700 ' || lpad((p.g % 1000000)::text, 6, '0') AS phone,
        CASE WHEN p.kind IN (3, 4) THEN NULL
          ELSE (${textArray(TITLES)})[1 + p.g % ${TITLES.length}] END AS job_title,
        (ARRAY['hot','warm','cold','customer','lost'])[1 + p.g % 5] AS lead_status
      FROM people p
      JOIN listed l ON l.rn = p.owner_rn
    )
    INSERT INTO crm_contacts (company_id, crm_company_id, first_name, last_name, email, phone, job_title,
      lead_status, category, company_country, search_text)
    SELECT ${tenantId}::uuid, r.crm_company_id, r.first_name, r.last_name, r.email, r.phone, r.job_title,
      r.lead_status,
      northdesk_contact_category(r.email, NULL, r.individual),
      CASE WHEN r.individual THEN NULL ELSE r.company_country END,
      lower(concat_ws(chr(10), r.first_name, r.last_name, r.email, r.phone, r.job_title,
        CASE WHEN r.individual THEN NULL ELSE r.company_name END))
    FROM rows r`);
}
