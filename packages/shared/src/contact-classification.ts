/**
 * Contact classification (docs/product/contacts.md). One rule, three outcomes:
 * - 'department': the email's local part is a role mailbox (info@, sales@, …);
 * - 'generic' (an individual): the email is on a free-mail provider (gmail, yahoo, hotmail, outlook,
 *   aol), or the contact sits in the tenant's "Individual Contacts" company with no company text;
 * - 'company' (a business contact): everything else.
 *
 * The database keeps the same rule (northdesk_contact_category in the contacts migration) so the
 * list can filter and count by category; the API tests run this table against both.
 *
 * Reading of the spec: "an email containing a role prefix" is taken as the local part being the
 * role word (sales@acme.com), not as a substring anywhere (presales@acme.com is a person's
 * mailbox). A free-mail provider matches the first label of the domain (gmail.com, yahoo.co.uk).
 */
export const DEPARTMENT_EMAIL_PREFIXES = [
  'info',
  'admin',
  'support',
  'help',
  'contact',
  'accounts',
  'billing',
  'sales',
  'hr',
  'finance',
  'marketing',
  'operations',
  'procurement',
  'reception',
  'orders',
] as const;

export const FREE_MAIL_PROVIDERS = ['gmail', 'yahoo', 'hotmail', 'outlook', 'aol'] as const;

export const CONTACT_CATEGORIES = ['company', 'generic', 'department'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Badge text in the contacts table (docs/product/contacts.md). */
export const CONTACT_CATEGORY_BADGES: Record<ContactCategory, string> = {
  company: 'Business',
  generic: 'Individual',
  department: 'Department',
};

/** Long names of the categories (docs/product/contacts.md). */
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  company: 'Business Contact',
  generic: 'Individual Contact',
  department: 'Department Contact',
};

export function isContactCategory(value: unknown): value is ContactCategory {
  return typeof value === 'string' && (CONTACT_CATEGORIES as readonly string[]).includes(value);
}

const normalisedEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/** The part before the first "@", lower-cased; '' without an "@". */
export function emailLocalPartOf(email: string | null | undefined): string {
  const value = normalisedEmail(email);
  const at = value.indexOf('@');
  return at < 0 ? '' : value.slice(0, at);
}

/** The part after the last "@", lower-cased; '' without an "@". */
export function emailDomainOf(email: string | null | undefined): string {
  const value = normalisedEmail(email);
  const at = value.lastIndexOf('@');
  return at < 0 ? '' : value.slice(at + 1);
}

export function isDepartmentEmail(email: string | null | undefined): boolean {
  const local = emailLocalPartOf(email);
  return (DEPARTMENT_EMAIL_PREFIXES as readonly string[]).includes(local);
}

/** A personal-style address: gmail.com, yahoo.co.uk, hotmail.fr, outlook.com, aol.com, … */
export function isFreeMailEmail(email: string | null | undefined): boolean {
  const domain = emailDomainOf(email);
  const provider = domain.split('.')[0] ?? '';
  return domain.includes('.') && (FREE_MAIL_PROVIDERS as readonly string[]).includes(provider);
}

export interface ContactClassificationInput {
  email: string | null | undefined;
  /** The free-text company name of the contact. */
  company: string | null | undefined;
  /** Whether the linked company is the tenant's "Individual Contacts" company. */
  inIndividualContactsCompany: boolean;
}

export function classifyContact({
  email,
  company,
  inIndividualContactsCompany,
}: ContactClassificationInput): ContactCategory {
  if (isDepartmentEmail(email)) return 'department';
  if (isFreeMailEmail(email)) return 'generic';
  if (inIndividualContactsCompany && !(company ?? '').trim()) return 'generic';
  return 'company';
}
