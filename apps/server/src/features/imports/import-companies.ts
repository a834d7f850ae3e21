import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { Transaction } from '../../db/types.ts';
import {
  type Columns,
  findExisting,
  type ImportAdapter,
  missing,
  type Prepared,
  pgArray,
} from './import-adapter.ts';
import { insertContacts } from './import-contacts-insert.ts';
import type { RowProblem, RowValues, Value } from './import-values.ts';

const str = (value: Value | undefined): string | null =>
  value === null || value === undefined ? null : String(value);
const strings = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

/** The row's fields that are set, as columns (field → column name). */
export function columnsOf(values: RowValues, fields: Record<string, string>): Columns {
  const columns: Columns = {};
  for (const [field, column] of Object.entries(fields)) {
    const value = values[field];
    if (value !== null && value !== undefined) columns[column] = value;
  }
  return columns;
}

/** First match wins: records are read oldest first. */
function indexBy<T>(rows: T[], key: (row: T) => string | null): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null && !map.has(k)) map.set(k, row);
  }
  return map;
}

/** Matches rows to existing records: by Northdesk id first, then by the duplicate key. */
export function matchExisting(
  rows: RowValues[],
  found: (Columns & { id: string; _key: string | null })[],
  keyOf: (values: RowValues) => string | null,
): { existing: Prepared['existing']; problem: RowProblem | null; key: string | null }[] {
  const byId = indexBy(found, (r) => r.id);
  const byKey = indexBy(found, (r) => r._key);
  return rows.map((values) => {
    const id = str(values.id);
    const key = keyOf(values);
    if (id) {
      const record = byId.get(id);
      if (!record) return { existing: null, problem: { reason: 'not_found', field: 'id', value: id }, key };
      return { existing: { id: record.id, columns: record }, problem: null, key };
    }
    const record = key ? byKey.get(key) : undefined;
    return { existing: record ? { id: record.id, columns: record } : null, problem: null, key };
  });
}

const COMPANY_FIELDS = {
  name: 'name',
  domain: 'domain',
  industry: 'industry',
  phone: 'phone',
  billingEmail: 'billing_email',
  billingAddress: 'billing_address',
  city: 'city',
  state: 'state',
  country: 'country',
  employeeCount: 'employee_count',
  leadStatus: 'lead_status',
  externalId: 'external_crm_id',
};

/** Companies: duplicates by normalised domain (docs/product/companies.md). */
export const companiesAdapter: ImportAdapter = {
  entity: 'companies',
  table: 'crm_companies',
  defaults: (ctx) => ({
    company_id: ctx.companyId,
    owner_user_id: ctx.userId ?? null,
    lead_status: 'warm',
    source: 'manual_entry',
  }),
  label: (values) => str(values.name) ?? str(values.domain) ?? '',
  // The batches' writes lock no shared row: the search counts they would add to shared count rows
  // are recorded and added by the import (migration 0074), and the contact count rows are each
  // company's own. (With the shared count rows, two batches measured ~1.1x one.)
  concurrentWrites: true,
  async prepare(tx, rows) {
    const found = await findExisting(
      tx,
      'crm_companies',
      Object.values(COMPANY_FIELDS),
      strings(rows.map((r) => str(r.id))),
      { expression: sql`domain`, values: strings(rows.map((r) => str(r.domain))) },
      sql`NOT archived AND NOT is_individual_contacts`,
    );
    return matchExisting(rows, found, (v) => str(v.domain)).map((match, i) => {
      const values = rows[i] ?? {};
      const problem =
        match.problem ?? (!match.existing && !values.name ? missing('missing_name', 'name') : null);
      return { ...match, problem, columns: columnsOf(values, COMPANY_FIELDS) };
    });
  },
};

/** Companies a row names by domain, external id or name (the tenant's listed ones). */
export async function findCompanies(tx: Transaction, rows: RowValues[]) {
  const domains = strings(rows.map((r) => str(r.companyDomain)));
  const external = strings(rows.map((r) => str(r.companyExternalId)));
  const names = strings(rows.map((r) => str(r.companyName)?.toLowerCase() ?? null));
  if (domains.length + external.length + names.length === 0) return () => ({ id: null, problem: null });
  // One arm per key the rows give, each answered by an index (the domain key, the external id
  // key, the list index on sort_name = lower(name)): an OR of the three read every company of the
  // tenant for each batch, which made a contacts import slower the more companies there were.
  const arms = [
    domains.length > 0 ? sql`domain = ANY(${pgArray(domains)}::text[])` : null,
    external.length > 0 ? sql`external_crm_id = ANY(${pgArray(external)}::text[])` : null,
    names.length > 0 ? sql`sort_name = ANY(${pgArray(names)}::text[])` : null,
  ].filter((arm) => arm !== null);
  const found = await queryRows<{
    id: string;
    domain: string | null;
    name: string;
    external_crm_id: string | null;
    created_at: string;
  }>(
    tx,
    sql`SELECT id, domain, name, external_crm_id, created_at FROM (${sql.join(
      arms.map(
        (arm) => sql`SELECT id, domain, sort_name AS name, external_crm_id, created_at FROM crm_companies
        WHERE company_id = (SELECT NULLIF(current_setting('app.company_id', true), '')::uuid)
          AND NOT archived AND NOT is_individual_contacts AND ${arm}`,
      ),
      sql` UNION `,
    )}) AS found ORDER BY created_at`,
  );
  const byDomain = indexBy(found, (r) => r.domain);
  const byExternal = indexBy(found, (r) => r.external_crm_id);
  const byName = indexBy(found, (r) => r.name);
  /** The company of a row: named by domain or external id it must exist; by name only it may not. */
  return (values: RowValues): { id: string | null; problem: RowProblem | null } => {
    const domain = str(values.companyDomain);
    if (domain) {
      const company = byDomain.get(domain);
      return company
        ? { id: company.id, problem: null }
        : { id: null, problem: { reason: 'company_not_found', field: 'companyDomain', value: domain } };
    }
    const externalId = str(values.companyExternalId);
    if (externalId) {
      const company = byExternal.get(externalId);
      return company
        ? { id: company.id, problem: null }
        : {
            id: null,
            problem: { reason: 'company_not_found', field: 'companyExternalId', value: externalId },
          };
    }
    const name = str(values.companyName);
    return { id: name ? (byName.get(name.toLowerCase())?.id ?? null) : null, problem: null };
  };
}

const CONTACT_FIELDS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  jobTitle: 'job_title',
  leadStatus: 'lead_status',
  externalId: 'external_crm_id',
};

/**
 * Contacts: duplicates by email (lower-cased); the company by its domain, external id or name.
 * A company named only by a name we do not know is kept as the contact's company text.
 */
export const contactsAdapter: ImportAdapter = {
  entity: 'contacts',
  table: 'crm_contacts',
  defaults: (ctx) => ({
    company_id: ctx.companyId,
    owner_user_id: ctx.userId ?? null,
    created_by: ctx.userId ?? null,
    lead_status: 'warm',
    source: 'import',
  }),
  label: (values) =>
    [str(values.firstName), str(values.lastName)].filter(Boolean).join(' ') || (str(values.email) ?? ''),
  insert: insertContacts,
  // Inserts and updates of contacts lock no shared row while an import runs: the companies'
  // contact counts are deferred to its end, the history only inserts, and the foreign keys' share
  // locks on companies do not conflict with each other.
  concurrentWrites: true,
  async prepare(tx, rows) {
    const found = await findExisting(
      tx,
      'crm_contacts',
      [...Object.values(CONTACT_FIELDS), 'crm_company_id', 'company'],
      strings(rows.map((r) => str(r.id))),
      { expression: sql`email_key`, values: strings(rows.map((r) => str(r.email))) },
      sql`NOT archived`,
    );
    const companyOf = await findCompanies(tx, rows);
    return matchExisting(rows, found, (v) => str(v.email)).map((match, i) => {
      const values = rows[i] ?? {};
      const columns = columnsOf(values, CONTACT_FIELDS);
      const company = companyOf(values);
      if (company.id) columns.crm_company_id = company.id;
      else if (values.companyName) columns.company = values.companyName;
      const named = values.firstName || values.lastName || values.email;
      const problem =
        match.problem ??
        company.problem ??
        (!match.existing && !named ? missing('missing_name', 'firstName') : null);
      return { ...match, problem, columns };
    });
  },
};
