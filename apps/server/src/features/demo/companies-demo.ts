import crypto from 'node:crypto';
import { DEAL_STAGES, INDUSTRY_VALUES, LEAD_STATUSES, type LeadStatus } from '@northdesk/shared';
import { crmCompanies, crmDeals } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import { ensureIndividualContactsCompany } from '../companies/individual-contacts.ts';
import { dressDemoDeals } from './deals-demo.ts';
import { seededRandom } from './demo-random.ts';

const DEMO_COMPANY_COUNT = 320;
const BATCH = 200;

type Country = {
  name: string;
  tld: string;
  suffix: string;
  dial: string;
  places: readonly (readonly [city: string, state: string | null])[];
  streets: readonly string[];
};

const COUNTRIES: readonly Country[] = [
  {
    name: 'United Kingdom',
    tld: 'co.uk',
    suffix: 'Ltd',
    dial: '+44',
    places: [
      ['London', 'Greater London'],
      ['Manchester', 'Greater Manchester'],
      ['Leeds', 'West Yorkshire'],
      ['Bristol', null],
      ['Birmingham', 'West Midlands'],
      ['Edinburgh', 'Scotland'],
      ['Glasgow', 'Scotland'],
      ['Cardiff', 'Wales'],
      ['Nottingham', 'Nottinghamshire'],
      ['Cambridge', 'Cambridgeshire'],
    ],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'King Street'],
  },
  {
    name: 'Ireland',
    tld: 'ie',
    suffix: 'Ltd',
    dial: '+353',
    places: [
      ['Dublin', 'Leinster'],
      ['Cork', 'Munster'],
      ['Galway', 'Connacht'],
      ['Limerick', 'Munster'],
    ],
    streets: ['Main Street', 'Dame Street', 'Harbour Road', 'Shop Street'],
  },
  {
    name: 'France',
    tld: 'fr',
    suffix: 'SARL',
    dial: '+33',
    places: [
      ['Paris', 'Île-de-France'],
      ['Lyon', 'Auvergne-Rhône-Alpes'],
      ['Marseille', "Provence-Alpes-Côte d'Azur"],
      ['Toulouse', 'Occitanie'],
      ['Lille', 'Hauts-de-France'],
    ],
    streets: ['Rue de la République', 'Avenue Jean Jaurès', 'Rue Victor Hugo', 'Boulevard Pasteur'],
  },
  {
    name: 'Germany',
    tld: 'de',
    suffix: 'GmbH',
    dial: '+49',
    places: [
      ['Berlin', 'Berlin'],
      ['Hamburg', 'Hamburg'],
      ['Munich', 'Bavaria'],
      ['Cologne', 'North Rhine-Westphalia'],
      ['Frankfurt', 'Hesse'],
    ],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schillerstraße'],
  },
  {
    name: 'Spain',
    tld: 'es',
    suffix: 'S.L.',
    dial: '+34',
    places: [
      ['Madrid', 'Community of Madrid'],
      ['Barcelona', 'Catalonia'],
      ['Valencia', 'Valencian Community'],
      ['Seville', 'Andalusia'],
    ],
    streets: ['Calle Mayor', 'Gran Vía', 'Calle de Alcalá', 'Paseo de Gracia'],
  },
  {
    name: 'Netherlands',
    tld: 'nl',
    suffix: 'B.V.',
    dial: '+31',
    places: [
      ['Amsterdam', 'North Holland'],
      ['Rotterdam', 'South Holland'],
      ['Utrecht', 'Utrecht'],
      ['Eindhoven', 'North Brabant'],
    ],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Marktplein'],
  },
  {
    name: 'United States',
    tld: 'com',
    suffix: 'Inc.',
    dial: '+1',
    places: [
      ['New York', 'NY'],
      ['Boston', 'MA'],
      ['Chicago', 'IL'],
      ['Austin', 'TX'],
      ['Seattle', 'WA'],
      ['Denver', 'CO'],
    ],
    streets: ['Main Street', 'Market Street', 'Elm Street', 'Broadway', 'Park Avenue'],
  },
];
/** Where most customers are: the UK first, then its neighbours. */
const COUNTRY_WEIGHTS = [40, 8, 12, 12, 8, 8, 12];

const BRANDS = [
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
];
const TRADES: Record<string, readonly string[]> = {
  technology: ['Software', 'Digital', 'Systems', 'Cloud', 'Data'],
  healthcare: ['Health', 'Dental Care', 'Clinics', 'Pharma', 'Medical'],
  finance: ['Capital', 'Finance', 'Accountants', 'Insurance', 'Wealth'],
  education: ['Academy', 'Learning', 'Training', 'College'],
  manufacturing: ['Engineering', 'Manufacturing', 'Plastics', 'Components', 'Fabrication'],
  retail: ['Retail', 'Stores', 'Outfitters', 'Home & Garden', 'Trading'],
  construction: ['Builders', 'Construction', 'Roofing', 'Contractors'],
  'real estate': ['Properties', 'Estates', 'Lettings', 'Homes'],
  transportation: ['Logistics', 'Freight', 'Haulage', 'Couriers'],
  energy: ['Energy', 'Solar', 'Power', 'Renewables'],
  media: ['Media', 'Studios', 'Publishing', 'Creative'],
  hospitality: ['Hotels', 'Hospitality', 'Catering', 'Inns'],
  other: ['Services', 'Group', 'Partners', 'Holdings'],
};
const DEAL_NAMES = [
  'Annual contract',
  'Pilot project',
  'Renewal',
  'Expansion',
  'Framework agreement',
  'Support plan',
  'Upgrade',
];
const LEAD_WEIGHTS: Record<LeadStatus, number> = { hot: 15, warm: 35, cold: 20, customer: 22, lost: 8 };

function weighted<T>(
  random: ReturnType<typeof seededRandom>,
  items: readonly T[],
  weights: readonly number[],
): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = random.next() * total;
  for (let i = 0; i < items.length; i++) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type CompanyRow = typeof crmCompanies.$inferInsert;
type DealRow = typeof crmDeals.$inferInsert;

/** Realistic customer companies across countries, industries and lead statuses, with deals. */
export function demoCompanies(
  tenantId: string,
  count = DEMO_COMPANY_COUNT,
): { companies: CompanyRow[]; deals: DealRow[] } {
  const random = seededRandom(20_260_101);
  const names = new Set<string>();
  const companies: CompanyRow[] = [];
  const deals: DealRow[] = [];
  while (companies.length < count) {
    const country = weighted(random, COUNTRIES, COUNTRY_WEIGHTS);
    const industry = random.pick(INDUSTRY_VALUES);
    const trade = random.pick(TRADES[industry] ?? TRADES.other ?? ['Group']);
    const base = `${random.pick(BRANDS)} ${trade}`;
    if (names.has(base)) continue;
    names.add(base);
    const [city, state] = random.pick(country.places);
    const domain = `${slug(base)}.${country.tld}`;
    const leadStatus = weighted(
      random,
      LEAD_STATUSES,
      LEAD_STATUSES.map((s) => LEAD_WEIGHTS[s]),
    );
    const id = crypto.randomUUID();
    const createdAt = new Date(Date.now() - random.int(1, 720) * 86_400_000);
    companies.push({
      id,
      companyId: tenantId,
      name: `${base} ${country.suffix}`,
      domain,
      industry,
      phone: `${country.dial} ${random.int(10, 99)} ${random.int(1000, 9999)} ${random.int(1000, 9999)}`,
      billingEmail: random.next() < 0.8 ? `accounts@${domain}` : null,
      billingAddress: `${random.int(1, 240)} ${random.pick(country.streets)}`,
      city,
      state,
      country: country.name,
      employeeCount: random.next() < 0.85 ? Math.round(2 + random.next() ** 3 * 4000) : null,
      leadStatus,
      source: random.next() < 0.25 ? 'auto_enriched' : 'manual_entry',
      createdAt,
      updatedAt: createdAt,
    });
    const dealCount =
      leadStatus === 'customer'
        ? random.int(1, 3)
        : leadStatus === 'hot'
          ? random.int(1, 2)
          : random.int(0, 1);
    for (let d = 0; d < dealCount; d++) {
      const stage =
        leadStatus === 'customer'
          ? random.pick(['closed_won', 'negotiation', 'proposal'] as const)
          : random.pick(DEAL_STAGES);
      const close = new Date(Date.now() + random.int(-180, 180) * 86_400_000);
      deals.push({
        companyId: tenantId,
        crmCompanyId: id,
        name: random.pick(DEAL_NAMES),
        stage,
        amount: String(random.int(5, 400) * 250),
        closeDate: close.toISOString().slice(0, 10),
      });
    }
  }
  return { companies, deals };
}

/** Seeds the demo tenant's customer companies and deals (batch inserts, as the tenant). */
export async function seedDemoCompanies(deps: Pick<AppDeps, 'database'>, tenantId: string): Promise<void> {
  const { companies, deals } = demoCompanies(tenantId);
  await withTenant(deps.database.db, { companyId: tenantId }, async (tx) => {
    await ensureIndividualContactsCompany(tx, tenantId);
    for (let i = 0; i < companies.length; i += BATCH)
      await tx.insert(crmCompanies).values(companies.slice(i, i + BATCH));
    const dressed = await dressDemoDeals(tx, tenantId, deals);
    for (let i = 0; i < dressed.length; i += BATCH)
      await tx.insert(crmDeals).values(dressed.slice(i, i + BATCH));
  });
}
