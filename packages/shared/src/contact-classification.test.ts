import { describe, expect, it } from 'vitest';
import {
  type ContactCategory,
  classifyContact,
  DEPARTMENT_EMAIL_PREFIXES,
  emailDomainOf,
  emailLocalPartOf,
  FREE_MAIL_PROVIDERS,
  isFreeMailEmail,
} from './contact-classification.ts';

const business = { company: null, inIndividualContactsCompany: false };

describe('contact classification', () => {
  it.each(DEPARTMENT_EMAIL_PREFIXES.map((prefix) => [prefix]))('%s@ makes a department contact', (prefix) => {
    expect(classifyContact({ ...business, email: `${prefix}@acme-trading.com` })).toBe('department');
    expect(classifyContact({ ...business, email: ` ${prefix.toUpperCase()}@Acme.CO.UK ` })).toBe(
      'department',
    );
    // A role mailbox wins over the free-mail rule and over the Individual Contacts company.
    expect(
      classifyContact({ email: `${prefix}@gmail.com`, company: null, inIndividualContactsCompany: true }),
    ).toBe('department');
  });

  it.each(
    FREE_MAIL_PROVIDERS.flatMap((provider) => [
      [`jane.doe@${provider}.com`],
      [`Jane@${provider.toUpperCase()}.co.uk`],
    ]),
  )('%s is an individual contact', (email) => {
    expect(classifyContact({ ...business, email })).toBe('generic');
    expect(isFreeMailEmail(email)).toBe(true);
  });

  it.each([
    // [email, company text, in Individual Contacts company, expected]
    ['jane@acme-trading.com', null, false, 'company'],
    ['jane@acme-trading.com', 'Acme', false, 'company'],
    [null, null, false, 'company'],
    ['', '', false, 'company'],
    [null, null, true, 'generic'],
    ['jane@acme-trading.com', null, true, 'generic'],
    ['jane@acme-trading.com', '   ', true, 'generic'],
    ['jane@acme-trading.com', 'Acme', true, 'company'],
    // Role words inside a longer local part are a person's mailbox.
    ['presales@acme-trading.com', null, false, 'company'],
    ['chr@acme-trading.com', null, false, 'company'],
    ['sales.uk@acme-trading.com', null, false, 'company'],
    ['info', null, false, 'company'],
    // Free-mail words elsewhere in the domain are not free mail.
    ['jane@mygmail.com', null, false, 'company'],
    ['jane@outlook-consulting.com', null, false, 'company'],
    ['jane@mail.yahoo-partners.com', null, false, 'company'],
    ['jane@gmail', null, false, 'company'],
  ] as const)('%s / company %s / individual company %s → %s', (email, company, inIndividual, expected) => {
    expect(classifyContact({ email, company, inIndividualContactsCompany: inIndividual })).toBe(
      expected satisfies ContactCategory,
    );
  });

  it('splits an address at the first and last @', () => {
    expect(emailLocalPartOf(' Sales@Acme.com ')).toBe('sales');
    expect(emailDomainOf(' Sales@Acme.com ')).toBe('acme.com');
    expect(emailDomainOf('no-at-sign')).toBe('');
    expect(emailLocalPartOf(null)).toBe('');
  });
});
