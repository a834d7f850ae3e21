import {
  COMPANIES_COPY,
  CONTACTS_COPY,
  CUSTOMER_PICKER,
  type CustomerOption,
  emailDomainOf,
  INDIVIDUAL_CONTACTS_COMPANY_NAME,
  isFreeMailEmail,
  normalizeDomain,
} from '@northdesk/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { readGeneralSettings } from '../../db/general-settings.ts';
import { queryRows } from '../../db/rows.ts';
import { crmCompanies } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';
import { AppError, conflict } from '../../lib/errors.ts';

const optionColumns = {
  id: crmCompanies.id,
  name: crmCompanies.name,
  domain: crmCompanies.domain,
  phone: crmCompanies.phone,
  city: crmCompanies.city,
  country: crmCompanies.country,
};

/** Listed companies only: not archived, not the "Individual Contacts" holder. */
const listed = () => and(eq(crmCompanies.archived, false), eq(crmCompanies.isIndividualContacts, false));

export const companyNotFound = () =>
  new AppError('validation_failed', CONTACTS_COPY.companyNotFound, {
    crmCompanyId: CONTACTS_COPY.companyNotFound,
  });

/**
 * The tenant's "Individual Contacts" company (docs/product/companies.md), made on first use. The partial unique
 * index crm_companies_individual_contacts_key keeps it one per tenant, also under concurrency.
 */
export async function individualContactsCompanyId(tx: Transaction, tenantId: string): Promise<string> {
  const find = () =>
    tx
      .select({ id: crmCompanies.id })
      .from(crmCompanies)
      .where(and(eq(crmCompanies.companyId, tenantId), eq(crmCompanies.isIndividualContacts, true)));
  const [existing] = await find();
  if (existing) return existing.id;
  await tx.execute(
    sql`INSERT INTO crm_companies (company_id, name, is_individual_contacts, source)
        VALUES (${tenantId}, ${INDIVIDUAL_CONTACTS_COMPANY_NAME}, true, 'manual_entry')
        ON CONFLICT (company_id) WHERE is_individual_contacts DO NOTHING`,
  );
  const [created] = await find();
  if (!created) throw new Error('Individual Contacts company could not be created');
  return created.id;
}

/** A listed company of the tenant, or a "Company not found" validation error. */
export async function listedCompany(tx: Transaction, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: crmCompanies.id, isIndividualContacts: crmCompanies.isIndividualContacts })
    .from(crmCompanies)
    .where(
      and(eq(crmCompanies.companyId, tenantId), eq(crmCompanies.id, id), eq(crmCompanies.archived, false)),
    );
  if (!row) throw companyNotFound();
  return row;
}

/**
 * The company picker (docs/product/companies.md): at least 2 characters search name, city and
 * domain anywhere in the text (through crm_companies_page, which can use the trigram index under
 * row-level security), 50 results by name; an empty search gives the 20 most recently updated.
 */
export async function customerOptions(
  tx: Transaction,
  search: string,
): Promise<{ customers: CustomerOption[]; mode: 'recent' | 'search' }> {
  const text = search.trim();
  if (text.length === 0) {
    const customers = await tx
      .select(optionColumns)
      .from(crmCompanies)
      .where(listed())
      .orderBy(desc(crmCompanies.updatedAt), crmCompanies.id)
      .limit(CUSTOMER_PICKER.recentCount);
    return { customers, mode: 'recent' };
  }
  if (text.length < CUSTOMER_PICKER.minChars) return { customers: [], mode: 'search' };
  const rows = await queryRows<{
    id: string | null;
    name: string;
    domain: string | null;
    phone: string | null;
    city: string | null;
    country: string | null;
  }>(
    tx,
    sql`SELECT id, name, domain, phone, city, country
        FROM crm_companies_page(${text}, NULL, ${CUSTOMER_PICKER.maxResults}, 0)`,
  );
  const customers = rows.flatMap((row) => (row.id ? [{ ...row, id: row.id }] : []));
  return { customers, mode: 'search' };
}

/** The tenant's listed company with this domain. */
export async function companyByDomain(tx: Transaction, domain: string): Promise<CustomerOption | null> {
  const [row] = await tx
    .select(optionColumns)
    .from(crmCompanies)
    .where(and(eq(crmCompanies.domain, domain), listed()))
    .limit(1);
  return row ?? null;
}

/**
 * Domain auto-linking (docs/product/companies.md): the company whose domain is the email's. Free-mail
 * addresses never link (gmail.com is nobody's company).
 */
export async function companyForEmail(
  tx: Transaction,
  email: string,
): Promise<{ domain: string | null; customer: CustomerOption | null }> {
  if (isFreeMailEmail(email)) return { domain: null, customer: null };
  const domain = normalizeDomain(emailDomainOf(email));
  if (!domain) return { domain: null, customer: null };
  return { domain, customer: await companyByDomain(tx, domain) };
}

/**
 * Quick-create a customer from the picker (or from an email domain). A website whose domain is
 * already a company's gives that company back instead of a duplicate.
 */
export async function createCustomer(
  tx: Transaction,
  tenantId: string,
  input: { name: string; website: string | null },
  /** Who creates it: its owner. */
  ownerUserId: string | null = null,
): Promise<{ customer: CustomerOption; created: boolean }> {
  if (input.name.toLowerCase() === INDIVIDUAL_CONTACTS_COMPANY_NAME.toLowerCase()) {
    throw new AppError('validation_failed', COMPANIES_COPY.nameReserved, {
      name: COMPANIES_COPY.nameReserved,
    });
  }
  let domain: string | null = null;
  if (input.website) {
    domain = normalizeDomain(input.website);
    if (!domain) {
      throw new AppError('validation_failed', COMPANIES_COPY.domainInvalid, {
        website: COMPANIES_COPY.domainInvalid,
      });
    }
    const existing = await companyByDomain(tx, domain);
    if (existing) return { customer: existing, created: false };
    // An archived company keeps its domain (unique per tenant).
    const [taken] = await tx
      .select({ id: crmCompanies.id })
      .from(crmCompanies)
      .where(eq(crmCompanies.domain, domain))
      .limit(1);
    if (taken) throw conflict(COMPANIES_COPY.domainExists(domain));
  }
  const [row] = await tx
    .insert(crmCompanies)
    .values({
      companyId: tenantId,
      name: input.name,
      domain,
      source: 'manual_entry',
      leadStatus: (await readGeneralSettings(tx)).defaultLeadStatus,
      ownerUserId,
    })
    .returning(optionColumns);
  if (!row) throw new Error('insert returned no row');
  return { customer: row, created: true };
}
