import type { EnrichedCompany } from '@northdesk/shared';
import { countryName } from './country-names.ts';
import { guessIndustry } from './industry-guess.ts';
import { mainOrganization } from './json-ld.ts';
import type { PageFacts } from './page-facts.ts';

export type CompanyFacts = Omit<EnrichedCompany, 'logoFile'>;

const GENERIC_TITLE_PARTS = /^(home|homepage|home page|welcome|official site|official website|index)$/i;

/** The brand in a page title: "Acme Ltd – Industrial Widgets" → "Acme Ltd"; "Home | Acme" → "Acme". */
export function brandFromTitle(title: string | null): string | null {
  if (!title) return null;
  const parts = title
    .split(/\s+[|–—·:»-]\s+|:\s+/)
    .map((part) => part.trim())
    .filter((part) => part && !GENERIC_TITLE_PARTS.test(part));
  return parts[0] ?? null;
}

const clean = (value: string | null | undefined, max = 200): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const validEmail = (value: string | null | undefined) => {
  const email = clean(value, 254)?.toLowerCase() ?? null;
  return email && EMAIL.test(email) ? email : null;
};

const joined = (...parts: (string | null | undefined)[]) => clean(parts.filter(Boolean).join(', '), 500);

/**
 * The company fields from a page's facts, in the priority of integrations spec C: schema.org
 * JSON-LD first, then Open Graph and meta tags, then page-text heuristics (tel:/mailto: links).
 */
export function companyFactsFrom(domain: string, pages: readonly PageFacts[]): CompanyFacts {
  const organization = mainOrganization(pages.flatMap((page) => page.organizations));
  const home = pages[0];
  const meta = (key: string) => pages.map((page) => page.meta.get(key)).find(Boolean) ?? null;
  const address = organization?.address ?? null;
  const employees = organization?.employees ?? null;
  return {
    domain,
    name: clean(
      organization?.name ??
        organization?.legalName ??
        meta('og:site_name') ??
        meta('application-name') ??
        meta('apple-mobile-web-app-title') ??
        brandFromTitle(home?.title ?? null),
    ),
    industry: guessIndustry({
      types: organization?.types ?? [],
      texts: [
        ...(organization?.industryHints ?? []),
        organization?.description ?? null,
        meta('description'),
        meta('og:description'),
        meta('keywords'),
        home?.title ?? null,
      ],
    }),
    phone: clean(
      organization?.telephone ?? meta('og:phone_number') ?? pages.flatMap((p) => p.telephones)[0],
      50,
    ),
    email: validEmail(organization?.email ?? meta('og:email') ?? pages.flatMap((p) => p.emails)[0]),
    location: {
      address: address?.street
        ? joined(address.street, address.postalCode)
        : joined(meta('og:street-address'), meta('og:postal-code')),
      city: clean(address?.city ?? meta('og:locality'), 100),
      state: clean(address?.region ?? meta('og:region'), 100),
      country: clean(countryName(address?.country ?? meta('og:country-name')), 100),
    },
    employeeCount: employees !== null && employees >= 1 && employees <= 10_000_000 ? employees : null,
  };
}
