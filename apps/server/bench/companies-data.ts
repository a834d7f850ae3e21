import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/types.ts';

/*
 * Bulk data for the companies benchmark, generated inside the database (INSERT … SELECT
 * generate_series: no rows travel through the client). Names, cities and countries come from word
 * lists so that a 3-letter search behaves as on real data: it matches a few per cent of a tenant.
 * Pseudo-random but repeatable (hashtext), so both engines get the same rows.
 */

const PREFIXES = [
  'Apex',
  'Harbour',
  'Northgate',
  'Bluebell',
  'Cobalt',
  'Meridian',
  'Oakridge',
  'Silverline',
  'Thornbury',
  'Westfield',
  'Brightwater',
  'Ironbridge',
  'Kestrel',
  'Lumen',
  'Mosaic',
  'Pinnacle',
  'Quayside',
  'Redwood',
  'Summit',
  'Vanguard',
  'Alder',
  'Beacon',
  'Cedar',
  'Driftwood',
  'Evergreen',
  'Falcon',
  'Granite',
  'Highland',
  'Juniper',
  'Keystone',
  'Larch',
  'Marlow',
  'Nimbus',
  'Orchard',
  'Pembroke',
  'Riverside',
  'Sterling',
  'Tidewater',
  'Upland',
  'Willow',
  'Zenith',
  'Amber',
  'Bramble',
  'Copper',
  'Dovetail',
  'Elmstead',
  'Foxglove',
  'Greystone',
  'Hawthorn',
  'Ivy',
  'Jasper',
  'Kingfisher',
  'Lowther',
  'Millbrook',
  'Newbury',
  'Osprey',
];
const MIDDLES = [
  'Valley',
  'Coast',
  'City',
  'County',
  'Global',
  'United',
  'Royal',
  'National',
  'Western',
  'Eastern',
  'Northern',
  'Southern',
  'Central',
  'Premier',
  'First',
  'Grand',
  'Modern',
  'Classic',
  'Green',
  'Blue',
  'Quality',
  'Precision',
  'Advanced',
  'Smart',
  'Total',
  'Prime',
  'Allied',
  'General',
  'Heritage',
  'Metro',
];
const TRADES = [
  'Trading',
  'Logistics',
  'Engineering',
  'Software',
  'Foods',
  'Textiles',
  'Pharma',
  'Holdings',
  'Partners',
  'Systems',
  'Builders',
  'Media',
  'Energy',
  'Consulting',
  'Foundry',
  'Motors',
  'Interiors',
  'Analytics',
  'Studios',
  'Supplies',
  'Dental',
  'Freight',
  'Plastics',
  'Printing',
  'Bakery',
  'Brewery',
  'Security',
  'Robotics',
  'Furniture',
  'Hotels',
];
/** Ten countries, skewed like a UK-based seller's customers, each with ten cities. */
const COUNTRIES: readonly (readonly [country: string, weight: number, cities: readonly string[]])[] = [
  [
    'United Kingdom',
    30,
    [
      'London',
      'Manchester',
      'Leeds',
      'Bristol',
      'Birmingham',
      'Glasgow',
      'Liverpool',
      'Sheffield',
      'Nottingham',
      'Cardiff',
    ],
  ],
  [
    'Germany',
    12,
    [
      'Berlin',
      'Hamburg',
      'Munich',
      'Cologne',
      'Frankfurt',
      'Stuttgart',
      'Dresden',
      'Leipzig',
      'Bremen',
      'Hanover',
    ],
  ],
  [
    'France',
    12,
    ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Bordeaux', 'Lille', 'Rennes'],
  ],
  [
    'United States',
    10,
    [
      'New York',
      'Boston',
      'Chicago',
      'Austin',
      'Seattle',
      'Denver',
      'Atlanta',
      'Portland',
      'Phoenix',
      'Miami',
    ],
  ],
  [
    'Spain',
    8,
    [
      'Madrid',
      'Barcelona',
      'Valencia',
      'Seville',
      'Bilbao',
      'Malaga',
      'Zaragoza',
      'Murcia',
      'Palma',
      'Alicante',
    ],
  ],
  [
    'Ireland',
    8,
    [
      'Dublin',
      'Cork',
      'Galway',
      'Limerick',
      'Waterford',
      'Kilkenny',
      'Sligo',
      'Athlone',
      'Drogheda',
      'Wexford',
    ],
  ],
  [
    'Netherlands',
    8,
    [
      'Amsterdam',
      'Rotterdam',
      'Utrecht',
      'Eindhoven',
      'Groningen',
      'Tilburg',
      'Almere',
      'Breda',
      'Nijmegen',
      'Haarlem',
    ],
  ],
  [
    'Italy',
    6,
    ['Rome', 'Milan', 'Naples', 'Turin', 'Palermo', 'Genoa', 'Bologna', 'Florence', 'Verona', 'Venice'],
  ],
  [
    'Poland',
    4,
    ['Warsaw', 'Krakow', 'Lodz', 'Wroclaw', 'Poznan', 'Gdansk', 'Szczecin', 'Lublin', 'Katowice', 'Torun'],
  ],
  [
    'Sweden',
    2,
    [
      'Stockholm',
      'Gothenburg',
      'Malmo',
      'Uppsala',
      'Vasteras',
      'Orebro',
      'Linkoping',
      'Helsingborg',
      'Jonkoping',
      'Umea',
    ],
  ],
];
export const BENCH_COUNTRIES = COUNTRIES.map(([country]) => country);

const textArray = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** A repeatable pseudo-random integer in [0, n) from the row number g and a salt. */
const pick = (salt: string, n: number) => sql.raw(`(abs(hashtext(g::text || '${salt}')) % ${n})`);

/** The country index of a row, following the weights (a cumulative table in SQL). */
function countryIndexSql(): ReturnType<typeof sql.raw> {
  const total = COUNTRIES.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const cases = COUNTRIES.map(([, weight], i) => {
    cumulative += weight;
    return `WHEN r < ${cumulative} THEN ${i + 1}`;
  }).join(' ');
  return sql.raw(
    `(SELECT CASE ${cases} END FROM (SELECT abs(hashtext(g::text || 'country')) % ${total} AS r) w)`,
  );
}

/** Deterministic ids (shaped as version-4 UUIDs), so contacts can point at companies without a lookup. */
const companyIdSql = (tenant: string, number: string) =>
  sql.raw(`(SELECT (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3)
    || '-' || substr(h, 21, 12))::uuid FROM (SELECT md5('${tenant}:' || ${number}) AS h) m)`);

export async function insertCompanies(db: Database, tenantId: string, count: number): Promise<void> {
  const cities = sql.raw(
    `ARRAY[${COUNTRIES.map(([, , c]) => `ARRAY[${c.map((x) => `'${x}'`).join(',')}]`).join(',')}]::text[][]`,
  );
  await db.execute(sql`
    INSERT INTO crm_companies (id, company_id, name, domain, industry, phone, city, country, employee_count, lead_status, source)
    SELECT ${companyIdSql(tenantId, 'g')}, ${tenantId}::uuid,
      p.prefix || ' ' || p.middle || ' ' || p.trade,
      lower(p.prefix || p.trade) || g || '.example',
      (ARRAY['technology','healthcare','finance','education','manufacturing','retail','construction','real estate','transportation','energy','media','hospitality','other'])[1 + ${pick('industry', 13)}],
      '+44 20 ' || lpad((g % 100000000)::text, 8, '0'),
      (${cities})[p.country_index][1 + ${pick('city', 10)}],
      (${textArray(BENCH_COUNTRIES)})[p.country_index],
      1 + ${pick('employees', 5000)},
      (ARRAY['hot','warm','cold','customer','lost'])[1 + ${pick('lead', 5)}],
      'manual_entry'
    FROM generate_series(1, ${count}) g
    CROSS JOIN LATERAL (
      SELECT (${textArray(PREFIXES)})[1 + ${pick('prefix', PREFIXES.length)}] AS prefix,
             (${textArray(MIDDLES)})[1 + ${pick('middle', MIDDLES.length)}] AS middle,
             (${textArray(TRADES)})[1 + ${pick('trade', TRADES.length)}] AS trade,
             ${countryIndexSql()} AS country_index
    ) p`);
}

/** Contacts spread over the companies at random: two on average, some none, some several. */
export async function insertContacts(db: Database, tenantId: string, count: number, companies: number) {
  await db.execute(sql`
    INSERT INTO crm_contacts (company_id, crm_company_id, first_name, last_name, email)
    SELECT ${tenantId}::uuid,
      ${companyIdSql(tenantId, `(1 + abs(hashtext(g::text || 'owner')) % ${companies})`)},
      (ARRAY['Ana','Ben','Chloe','Dan','Ella','Finn','Grace','Hugo','Isla','Jack','Kate','Leo'])[1 + ${pick('first', 12)}],
      (ARRAY['Smith','Jones','Taylor','Brown','Wilson','Evans','Walker','Wright','Green','Hall','Wood','Clarke'])[1 + ${pick('last', 12)}],
      'person' || g || '@example.test'
    FROM generate_series(1, ${count}) g`);
}
