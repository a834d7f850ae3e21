import { CONTACTS_COPY, type ContactListItem } from '@northdesk/shared';

type Named = Pick<ContactListItem, 'firstName' | 'lastName' | 'email'>;

/** "Jane Cooper", else the email, else "Unnamed contact". */
export function contactDisplayName(contact: Named): string {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim();
  return name || contact.email || CONTACTS_COPY.unnamed;
}

/** The company a row shows: the linked one (never the Individual Contacts holder), else the text. */
export function contactCompanyName(contact: Pick<ContactListItem, 'crmCompany' | 'company'>): string | null {
  if (contact.crmCompany && !contact.crmCompany.isIndividualContacts) return contact.crmCompany.name;
  return contact.company;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Deal values are in dollars (docs/product/contacts.md). */
export const formatDealValue = (value: number) => currency.format(value);

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** "Jan 05, 2025" (docs/product/contacts.md). */
export function formatDate(value: string | Date): string {
  const dateOnly = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  // A calendar date (a deal's close date) is that day wherever the viewer is.
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : typeof value === 'string'
      ? new Date(value)
      : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
