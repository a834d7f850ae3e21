import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/types.ts';

/** Countries of the generated companies (12, unevenly spread like a real book of business). */
export const BENCH_COUNTRIES = [
  'United Kingdom',
  'France',
  'Germany',
  'United States',
  'Spain',
  'Italy',
  'Netherlands',
  'Ireland',
  'Canada',
  'Australia',
  'Norway',
  'Poland',
] as const;

const FIRST = [
  'Olivia',
  'Liam',
  'Amelia',
  'Noah',
  'Isla',
  'Oliver',
  'Ava',
  'George',
  'Mia',
  'Arthur',
  'Ivy',
  'Leo',
  'Freya',
  'Harry',
  'Lily',
  'Oscar',
  'Grace',
  'Jack',
  'Sophia',
  'Charlie',
  'Emily',
  'Thomas',
  'Ella',
  'Jacob',
  'Chloe',
  'Alfie',
  'Evie',
  'Henry',
  'Poppy',
  'Theo',
  'Ruby',
  'James',
  'Aisha',
  'Mohammed',
  'Priya',
  'Arjun',
  'Mei',
  'Chen',
  'Sofia',
  'Lucas',
  'Lea',
  'Hugo',
  'Anna',
  'Jonas',
  'Marta',
  'Pablo',
  'Giulia',
  'Marco',
  'Elena',
  'Mateo',
  'Ingrid',
  'Lars',
  'Zara',
  'Kofi',
  'Amara',
  'Yusuf',
  'Hana',
  'Kenji',
  'Nora',
  'Erik',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Khan',
  'Lewis',
  'Harris',
  'Martin',
  'Cooper',
  'King',
  'Lee',
  'Baker',
  'Hughes',
  'Dubois',
  'Moreau',
  'Mueller',
  'Schmidt',
  'Rossi',
  'Bianchi',
  'Garcia',
  'Fernandez',
  'Silva',
  'Santos',
  'Jansen',
  'Vries',
  'Nielsen',
  'Larsen',
  'Nowak',
  'Kowalski',
  'Okafor',
  'Mensah',
  'Tanaka',
  'Sato',
  'Kim',
  'Nguyen',
  'Singh',
  'Shah',
  'Brien',
  'Murphy',
  'Kelly',
  'Byrne',
  'Fraser',
  'Campbell',
];
const WORDS = [
  'North',
  'Bright',
  'Harbour',
  'Kestrel',
  'Pennine',
  'Atlas',
  'Summit',
  'River',
  'Oak',
  'Granite',
  'Silver',
  'Meadow',
  'Falcon',
  'Harvest',
  'Beacon',
  'Crown',
  'Delta',
  'Echo',
  'Forge',
  'Golden',
];
const TRADES = [
  'Logistics',
  'Foods',
  'Engineering',
  'Retail',
  'Supplies',
  'Hotels',
  'Energy',
  'Media',
  'Trading',
  'Pharma',
];
const TITLES = [
  'Buyer',
  'Purchasing Manager',
  'Operations Director',
  'Finance Director',
  'Office Manager',
  'CEO',
];
const PREFIXES = ['info', 'sales', 'accounts', 'support', 'orders', 'billing', 'hr', 'reception'];
const FREE_MAIL = ['gmail.com', 'yahoo.co.uk', 'hotmail.com', 'outlook.com', 'aol.com'];

const arr = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Fills one tenant the size of the companies benchmark (crm spec issue 5: 100,000 companies,
 * 200,000 contacts): set-based INSERT … SELECT from generate_series, run as the owner. The
 * contacts trigger derives category, country and search text exactly as for any other write.
 * Mix: 10% department mailboxes, 15% individuals on free mail (in "Individual Contacts"), the rest
 * business contacts at their company's domain.
 */
export async function generateTenantData(
  db: Database,
  tenantId: string,
  sizes: { companies: number; contacts: number },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO crm_companies (company_id, name, domain, city, country, lead_status, phone)
    SELECT ${tenantId}::uuid,
      (${arr(WORDS)})[1 + g % 20] || ' ' || (${arr(WORDS)})[1 + (g / 20) % 20] || ' '
        || (${arr(TRADES)})[1 + (g / 400) % 10] || ' ' || g,
      'c' || g || '.example',
      'City ' || (g % 500),
      (${arr(BENCH_COUNTRIES)})[1 + (CASE WHEN g % 3 = 0 THEN 0 ELSE g % 12 END)],
      (ARRAY['hot','warm','cold','customer','lost'])[1 + g % 5],
      '+44 20 ' || lpad(g::text, 7, '0')
    FROM generate_series(1, ${sizes.companies}) AS g`);
  await db.execute(sql`
    INSERT INTO crm_companies (company_id, name, is_individual_contacts)
    VALUES (${tenantId}::uuid, 'Individual Contacts', true)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    WITH listed AS (
      SELECT id, domain, row_number() OVER (ORDER BY domain) AS rn
      FROM crm_companies WHERE company_id = ${tenantId}::uuid AND NOT is_individual_contacts
    ), individual AS (
      SELECT id FROM crm_companies WHERE company_id = ${tenantId}::uuid AND is_individual_contacts
    ), people AS (
      SELECT g,
        (${arr(FIRST)})[1 + g % 60] AS first_name,
        (${arr(LAST)})[1 + (g / 60) % 60] AS last_name,
        g % 20 AS kind
      FROM generate_series(1, ${sizes.contacts}) AS g
    )
    INSERT INTO crm_contacts (company_id, crm_company_id, first_name, last_name, email, phone, job_title, lead_status)
    SELECT ${tenantId}::uuid,
      CASE WHEN p.kind < 3 THEN (SELECT id FROM individual) ELSE l.id END,
      CASE WHEN p.kind BETWEEN 3 AND 4 THEN NULL ELSE p.first_name END,
      CASE WHEN p.kind BETWEEN 3 AND 4 THEN initcap((${arr(PREFIXES)})[1 + p.g % 8]) || ' Team' ELSE p.last_name END,
      CASE
        WHEN p.kind < 3 THEN lower(p.first_name || '.' || p.last_name || p.g) || '@' || (${arr(FREE_MAIL)})[1 + p.g % 5]
        WHEN p.kind BETWEEN 3 AND 4 THEN (${arr(PREFIXES)})[1 + p.g % 8] || '@' || l.domain
        ELSE lower(p.first_name || '.' || p.last_name || p.g) || '@' || l.domain
      END,
      '+44 7700 ' || lpad(p.g::text, 6, '0'),
      CASE WHEN p.kind BETWEEN 3 AND 4 THEN NULL ELSE (${arr(TITLES)})[1 + p.g % 6] END,
      (ARRAY['hot','warm','cold','customer','lost'])[1 + p.g % 5]
    FROM people p
    JOIN listed l ON l.rn = 1 + (p.g * 7919) % ${sizes.companies}`);
  // As autovacuum would after a bulk load: statistics, and the visibility map for index-only scans.
  await db.execute(sql`VACUUM ANALYZE crm_companies`);
  await db.execute(sql`VACUUM ANALYZE crm_contacts`);
}
