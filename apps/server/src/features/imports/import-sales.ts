import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { findExisting, type ImportAdapter, missing, pgArray } from './import-adapter.ts';
import { columnsOf, findCompanies, matchExisting } from './import-companies.ts';
import type { RowValues, Value } from './import-values.ts';

const str = (value: Value | undefined): string | null =>
  value === null || value === undefined ? null : String(value);
const strings = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

const PRODUCT_FIELDS = {
  sku: 'sku',
  name: 'name',
  description: 'description',
  unit: 'unit',
  costPrice: 'cost_price',
  listPrice: 'list_price',
  vatCode: 'vat_code',
};

/** Products: duplicates by SKU, whatever its case (a SKU names one product, archived or not). */
export const productsAdapter: ImportAdapter = {
  entity: 'products',
  table: 'products',
  defaults: (ctx) => ({ company_id: ctx.companyId, unit: 'each', vat_code: '20' }),
  label: (values) => [str(values.sku), str(values.name)].filter(Boolean).join(' · '),
  async prepare(tx, rows) {
    const skuOf = (v: RowValues) => str(v.sku)?.toLowerCase() ?? null;
    const found = await findExisting(
      tx,
      'products',
      Object.values(PRODUCT_FIELDS),
      strings(rows.map((r) => str(r.id))),
      { expression: sql`lower(sku)`, values: strings(rows.map(skuOf)) },
      sql`TRUE`,
    );
    return matchExisting(rows, found, skuOf).map((match, i) => {
      const values = rows[i] ?? {};
      const required = (['sku', 'name', 'listPrice'] as const).find((f) => !values[f]);
      const problem =
        match.problem ??
        (!match.existing && required
          ? missing(required === 'name' ? 'missing_name' : 'missing_required', required)
          : null);
      return { ...match, problem, columns: columnsOf(values, PRODUCT_FIELDS) };
    });
  },
};

/**
 * Deals: matched by Northdesk id only (deals have no natural key); the company by domain,
 * external id or name (it must exist), the contact by email, the stage by name in the default
 * pipeline (the first open stage when none is given).
 */
export const dealsAdapter: ImportAdapter = {
  entity: 'deals',
  table: 'crm_deals',
  defaults: (ctx) => ({
    company_id: ctx.companyId,
    owner_user_id: ctx.userId ?? null,
    created_by: ctx.userId ?? null,
  }),
  label: (values) => str(values.name) ?? '',
  async prepare(tx, rows) {
    const found = await findExisting(
      tx,
      'crm_deals',
      ['name', 'amount', 'close_date', 'stage_id', 'stage', 'crm_company_id', 'contact_id'],
      strings(rows.map((r) => str(r.id))),
      null,
      sql`TRUE`,
    );
    const companyOf = await findCompanies(tx, rows);
    const emails = strings(rows.map((r) => str(r.contactEmail)));
    const contacts = emails.length
      ? await queryRows<{ id: string; email: string }>(
          tx,
          sql`SELECT id, email_key AS email FROM crm_contacts
              WHERE company_id = (SELECT NULLIF(current_setting('app.company_id', true), '')::uuid)
                AND NOT archived AND email_key = ANY(${pgArray(emails)}::text[]) ORDER BY created_at`,
        )
      : [];
    const contactByEmail = new Map<string, string>();
    for (const c of contacts) if (!contactByEmail.has(c.email)) contactByEmail.set(c.email, c.id);
    const stages = await queryRows<{ id: string; name: string; kind: string }>(
      tx,
      sql`SELECT s.id, s.name, s.kind FROM crm_pipeline_stages s
          JOIN crm_pipelines p ON p.company_id = s.company_id AND p.id = s.pipeline_id
          WHERE p.is_default AND NOT p.archived AND NOT s.archived ORDER BY s.position`,
    );
    const stageByName = new Map(stages.map((s) => [s.name.toLowerCase(), s]));
    const firstOpen = stages.find((s) => s.kind === 'open');
    return matchExisting(rows, found, () => null).map((match, i) => {
      const values = rows[i] ?? {};
      const columns = columnsOf(values, { name: 'name', amount: 'amount', closeDate: 'close_date' });
      const company = companyOf(values);
      if (company.id) columns.crm_company_id = company.id;
      const email = str(values.contactEmail);
      const contactId = email ? contactByEmail.get(email) : undefined;
      if (contactId) columns.contact_id = contactId;
      const stageName = str(values.stage);
      const stage = stageName
        ? stageByName.get(stageName.toLowerCase())
        : match.existing
          ? undefined
          : firstOpen;
      if (stage) {
        columns.stage_id = stage.id;
        columns.stage = stage.name;
      }
      const problem =
        match.problem ??
        company.problem ??
        (email && !contactId
          ? { reason: 'contact_not_found' as const, field: 'contactEmail', value: email }
          : null) ??
        (stageName && !stage
          ? { reason: 'stage_not_found' as const, field: 'stage', value: stageName }
          : null) ??
        (!match.existing && !values.name ? missing('missing_name', 'name') : null) ??
        (!match.existing && !company.id ? missing('company_not_found', 'companyName') : null);
      return { ...match, problem, columns };
    });
  },
};
