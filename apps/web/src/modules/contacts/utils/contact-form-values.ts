import {
  type Contact,
  type ContactInput,
  type ContactType,
  DEFAULT_LEAD_STATUS,
  type LeadStatus,
} from '@northdesk/shared';

/** The Add/Edit Contact form's fields, as the inputs hold them. */
export interface ContactFormValues {
  contactType: ContactType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  jobTitle: string;
  company: string;
  leadStatus: LeadStatus;
  crmCompany: { id: string; name: string } | null;
  /** The owner's user id, '' for none (a new contact starts with the signed-in user). */
  ownerUserId: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  contactType: 'business',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  jobTitle: '',
  company: '',
  leadStatus: DEFAULT_LEAD_STATUS,
  crmCompany: null,
  ownerUserId: '',
};

export function contactFormValuesOf(contact: Contact): ContactFormValues {
  const individual = contact.crmCompany?.isIndividualContacts ?? false;
  return {
    contactType: individual ? 'individual' : 'business',
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    jobTitle: contact.jobTitle ?? '',
    company: contact.company ?? '',
    leadStatus: contact.leadStatus,
    crmCompany:
      contact.crmCompany && !individual ? { id: contact.crmCompany.id, name: contact.crmCompany.name } : null,
    ownerUserId: contact.owner?.id ?? '',
  };
}

/** The request body for the form's values. */
export function contactInputOf(values: ContactFormValues): ContactInput {
  const business = values.contactType === 'business';
  return {
    contactType: values.contactType,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    jobTitle: values.jobTitle,
    leadStatus: values.leadStatus,
    crmCompanyId: business ? (values.crmCompany?.id ?? null) : null,
    company: business && !values.crmCompany ? values.company : null,
    ownerUserId: values.ownerUserId || null,
  };
}

const normalised = (values: ContactFormValues) => {
  const input = contactInputOf(values);
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return {
    contactType: input.contactType,
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    email: text(input.email).toLowerCase(),
    phone: text(input.phone),
    jobTitle: text(input.jobTitle),
    company: text(input.company),
    leadStatus: input.leadStatus,
    crmCompanyId: input.crmCompanyId ?? null,
    ownerUserId: input.ownerUserId ?? null,
  };
};

/** Whether saving would change anything ("No changes detected" otherwise). */
export function hasContactChanges(initial: ContactFormValues, current: ContactFormValues): boolean {
  return JSON.stringify(normalised(initial)) !== JSON.stringify(normalised(current));
}
