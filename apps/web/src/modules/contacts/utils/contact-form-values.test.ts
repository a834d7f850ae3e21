import type { Contact } from '@northdesk/shared';
import { describe, expect, it } from 'vitest';
import {
  contactFormValuesOf,
  contactInputOf,
  EMPTY_CONTACT_FORM,
  hasContactChanges,
} from './contact-form-values';

const contact: Contact = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Jane',
  lastName: 'Cooper',
  email: 'jane@acme.test',
  phone: null,
  jobTitle: 'Buyer',
  company: null,
  crmCompany: {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Acme',
    domain: 'acme.test',
    country: 'France',
    isIndividualContacts: false,
    industry: null,
    phone: null,
    billingEmail: null,
    billingAddress: null,
    city: null,
    state: null,
    employeeCount: null,
    leadStatus: 'warm',
  },
  category: 'company',
  leadStatus: 'warm',
  syncStrategy: 'bidirectional',
  lastActivityAt: null,
  owner: null,
  source: 'manual',
  externalCrmId: null,
  locallyModifiedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  stats: { activityCount: 0, dealCount: 0, totalDealValue: 0 },
};

describe('contact form values', () => {
  it('detects no change when only whitespace or email case differ', () => {
    const initial = contactFormValuesOf(contact);
    expect(hasContactChanges(initial, { ...initial, firstName: ' Jane ', email: 'JANE@acme.test' })).toBe(
      false,
    );
    expect(hasContactChanges(initial, { ...initial, jobTitle: 'Head Buyer' })).toBe(true);
    expect(hasContactChanges(initial, { ...initial, crmCompany: null })).toBe(true);
  });

  it('reads an individual contact as the individual type without a company choice', () => {
    const individual = contactFormValuesOf({
      ...contact,
      crmCompany: contact.crmCompany ? { ...contact.crmCompany, isIndividualContacts: true } : null,
    });
    expect(individual).toMatchObject({ contactType: 'individual', crmCompany: null });
  });

  it('sends the company text only for a business contact without a selected company', () => {
    expect(contactInputOf({ ...EMPTY_CONTACT_FORM, company: 'Text Ltd' })).toMatchObject({
      company: 'Text Ltd',
      crmCompanyId: null,
    });
    expect(
      contactInputOf({ ...EMPTY_CONTACT_FORM, company: 'Text Ltd', crmCompany: { id: 'x', name: 'X' } }),
    ).toMatchObject({ company: null, crmCompanyId: 'x' });
    expect(
      contactInputOf({ ...EMPTY_CONTACT_FORM, contactType: 'individual', company: 'Text Ltd' }),
    ).toMatchObject({ company: null, crmCompanyId: null, contactType: 'individual' });
  });
});
