import { useQuery } from '@tanstack/react-query';
import { apiFetchLazySchema } from '@/lib/api-client';

const loadSchemas = () => import('./lookup-schemas');

/** A search needs this many characters before it is sent (one letter matches half the book). */
export const LOOKUP_MIN_CHARS = 2;
/** Rows shown per kind on the phone; more means "type more". */
export const LOOKUP_SHOWN = 8;

export type LookupHit = {
  kind: 'company' | 'contact';
  id: string;
  name: string;
  detail: string | null;
  phone: string | null;
  email: string | null;
  /** The company a call is logged against (a contact's own company), or null when it has none. */
  company: { id: string; name: string } | null;
};

type Lookup = { hits: LookupHit[]; total: number };

/**
 * The phone's lookup: the companies and contacts lists' own searches (their indexes and access
 * rules), the first rows of each. A section the user may not read is not asked.
 */
export function useCrmLookup(search: string, sections: { companies: boolean; contacts: boolean }) {
  const term = search.trim();
  const enabled = term.length >= LOOKUP_MIN_CHARS;
  const params = new URLSearchParams({ search: term, page: '1' });
  const companies = useQuery({
    queryKey: ['mobile-lookup', 'companies', term],
    queryFn: async ({ signal }): Promise<Lookup> => {
      const data = await apiFetchLazySchema(
        `/api/companies?${params}`,
        () => loadSchemas().then((module) => module.companyListResponseSchema),
        { signal },
      );
      return {
        total: data.total,
        hits: data.companies.slice(0, LOOKUP_SHOWN).map((c) => ({
          kind: 'company',
          id: c.id,
          name: c.name,
          detail: [c.city, c.country].filter(Boolean).join(', ') || c.domain,
          phone: c.phone,
          email: c.billingEmail,
          company: { id: c.id, name: c.name },
        })),
      };
    },
    enabled: enabled && sections.companies,
    staleTime: 30_000,
  });
  const contacts = useQuery({
    queryKey: ['mobile-lookup', 'contacts', term],
    queryFn: async ({ signal }): Promise<Lookup> => {
      const data = await apiFetchLazySchema(
        `/api/contacts?${params}`,
        () => loadSchemas().then((module) => module.contactListResponseSchema),
        { signal },
      );
      return {
        total: data.total,
        hits: data.contacts.slice(0, LOOKUP_SHOWN).map((c) => {
          const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || c.phone || c.id;
          const companyName = c.crmCompany?.isIndividualContacts ? null : (c.crmCompany?.name ?? c.company);
          return {
            kind: 'contact',
            id: c.id,
            name,
            detail: [c.jobTitle, companyName].filter(Boolean).join(' · ') || null,
            phone: c.phone,
            email: c.email,
            company: c.crmCompany ? { id: c.crmCompany.id, name: c.crmCompany.name } : null,
          };
        }),
      };
    },
    enabled: enabled && sections.contacts,
    staleTime: 30_000,
  });
  return { enabled, companies, contacts };
}

/** A phone number as a tel: link dials it: digits, a leading + and nothing else. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A mailto: link for one address (anything that is not one address gets none). */
export function mailHref(email: string): string | null {
  const trimmed = email.trim();
  return /^[^\s@,;?&]+@[^\s@,;?&]+\.[^\s@,;?&]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}
