import { COMPANIES_COPY } from '@northdesk/shared';

/** "First Last", else whichever part exists, else the email, else a neutral label. */
export function contactName(contact: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  const name = [contact.firstName, contact.lastName].filter((part) => part?.trim()).join(' ');
  return name || contact.email || COMPANIES_COPY.unnamedContact;
}
