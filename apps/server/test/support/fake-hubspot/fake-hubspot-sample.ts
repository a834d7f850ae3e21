import type { FakeStore } from './fake-hubspot-store.ts';

const SAMPLE_NAMES = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
];
const SAMPLE_KINDS = ['Traders', 'Foods', 'Logistics', 'Wholesale', 'Imports'];
const FIRST = ['Alice', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Harry', 'Isla', 'Jack'];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Davies',
  'Evans',
  'Thomas',
  'Roberts',
];

/** Believable companies and contacts (each contact associated with a company of its domain). */
export function seedSample(store: FakeStore, companies: number, contacts: number) {
  const made = store.seed('companies', companies, (i) => {
    const name = `${SAMPLE_NAMES[i % SAMPLE_NAMES.length]} ${SAMPLE_KINDS[Math.floor(i / SAMPLE_NAMES.length) % SAMPLE_KINDS.length]}${i >= 50 ? ` ${i}` : ''}`;
    return {
      name,
      domain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
      city: ['London', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff'][i % 5] ?? null,
      country: 'United Kingdom',
      phone: `+44 20 7946 ${String(1000 + i).slice(-4)}`,
      industry: 'WHOLESALE',
    };
  });
  store
    .seed('contacts', contacts, (i) => {
      const company = made[i % Math.max(made.length, 1)];
      const first = FIRST[i % FIRST.length] ?? 'Alex';
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Smith';
      return {
        firstname: first,
        lastname: last,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@${company?.properties.domain ?? 'example.com'}`,
        jobtitle: ['Buyer', 'Owner', 'Accounts', 'Operations'][i % 4] ?? null,
        phone: null,
      };
    })
    .forEach((contact, i) => {
      const company = made[i % Math.max(made.length, 1)];
      if (company) store.associate(contact.id, company.id);
    });
  return store.counts();
}
