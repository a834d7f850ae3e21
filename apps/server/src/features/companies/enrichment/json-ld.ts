/*
 * schema.org JSON-LD (integrations spec C.1): a block holds an object, an array or an @graph;
 * organizations may also sit inside other nodes (a WebPage's publisher). Values may be text,
 * objects or arrays, and objects may be {"@id": …} references to another node of the page.
 */

type JsonObject = { [key: string]: unknown };

export type PostalAddressFacts = {
  street: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string | null;
};

export type OrganizationFacts = {
  /** schema.org types without prefix, e.g. ["Dentist"]. */
  types: string[];
  name: string | null;
  legalName: string | null;
  url: string | null;
  logo: string | null;
  image: string | null;
  telephone: string | null;
  email: string | null;
  address: PostalAddressFacts | null;
  employees: number | null;
  description: string | null;
  /** Words that hint at the industry: keywords, knowsAbout, naics, additionalType, slogan. */
  industryHints: string[];
};

const NOT_ORGANIZATIONS = new Set([
  'WebSite',
  'WebPage',
  'BreadcrumbList',
  'ListItem',
  'Person',
  'Product',
  'Offer',
  'ImageObject',
  'SearchAction',
  'PostalAddress',
  'ContactPoint',
  'Place',
  'Article',
  'BlogPosting',
  'FAQPage',
  'Question',
  'Answer',
  'Event',
  'Review',
  'AggregateRating',
]);
const ORGANIZATION_TYPES = new Set([
  'Organization',
  'Organisation',
  'Corporation',
  'LocalBusiness',
  'OnlineBusiness',
  'OnlineStore',
  'NGO',
  'GovernmentOrganization',
  'NewsMediaOrganization',
  'EducationalOrganization',
  'MedicalOrganization',
  'SportsOrganization',
  'PerformingGroup',
  'Airline',
  'Consortium',
  'FundingScheme',
  'Project',
  'ResearchOrganization',
  'WorkersUnion',
  'LibrarySystem',
]);
/** LocalBusiness has hundreds of subtypes (Restaurant, Dentist…): recognised by their endings. */
const ORGANIZATION_TYPE_ENDINGS =
  /(Organization|Organisation|Business|Corporation|Company|Store|Shop|Restaurant|Agency|Service|Services|Clinic|Dentist|Physician|Hospital|Pharmacy|School|College|University|Bank|BankOrCreditUnion|Hotel|Motel|Resort|Contractor|Dealer|Repair|Office|Center|Centre|Studio|Salon|Gym|Bakery|Brewery|Winery|Cafe|CafeOrCoffeeShop|BarOrPub|Attorney|Notary|Plumber|Electrician|Locksmith|Establishment|Firm)$/;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** "http://schema.org/Dentist" or "schema:Dentist" → "Dentist". */
const typeName = (value: string) => value.replace(/^.*[/#:]/, '');

export function typesOf(node: JsonObject): string[] {
  return asList(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map(typeName);
}

export function isOrganizationType(type: string): boolean {
  if (NOT_ORGANIZATIONS.has(type)) return false;
  return ORGANIZATION_TYPES.has(type) || ORGANIZATION_TYPE_ENDINGS.test(type);
}

/** Parses a block leniently: HTML comment or CDATA wrappers and trailing commas are tolerated. */
function parseBlock(text: string): unknown {
  const cleaned = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
    .trim();
  for (const candidate of [cleaned, cleaned.replace(/,\s*([}\]])/g, '$1')]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next form
    }
  }
  return undefined;
}

/** Every node with a @type, however deeply nested, and the @id index of the page. */
function collectNodes(roots: unknown[]): { nodes: JsonObject[]; byId: Map<string, JsonObject> } {
  const nodes: JsonObject[] = [];
  const byId = new Map<string, JsonObject>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || seen.has(value)) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    seen.add(value);
    const id = value['@id'];
    const isReference = Object.keys(value).every((key) => key === '@id');
    if (typeof id === 'string' && !isReference) {
      const known = byId.get(id);
      if (!known || Object.keys(value).length > Object.keys(known).length) byId.set(id, value);
    }
    if (value['@type'] !== undefined) nodes.push(value);
    for (const [key, child] of Object.entries(value)) if (key !== '@context') visit(child, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return { nodes, byId };
}

export function organizationsFromJsonLd(blocks: readonly string[]): OrganizationFacts[] {
  const { nodes, byId } = collectNodes(blocks.map(parseBlock));
  const resolve = (value: unknown): unknown => {
    if (isObject(value) && typeof value['@id'] === 'string' && value['@type'] === undefined)
      return byId.get(value['@id']) ?? value;
    return value;
  };
  const text = (value: unknown): string | null => {
    for (const item of asList(resolve(value))) {
      const v = resolve(item);
      if (typeof v === 'string' && v.trim()) return v.trim();
      if (typeof v === 'number') return String(v);
      if (isObject(v)) {
        const inner = text(v['@value'] ?? v.name);
        if (inner) return inner;
      }
    }
    return null;
  };
  const imageUrl = (value: unknown): string | null => {
    for (const item of asList(resolve(value))) {
      const v = resolve(item);
      if (typeof v === 'string' && v.trim()) return v.trim();
      if (isObject(v)) {
        const url = text(v.url) ?? text(v.contentUrl);
        if (url) return url;
      }
    }
    return null;
  };
  const address = (value: unknown): PostalAddressFacts | null => {
    for (const item of asList(resolve(value))) {
      const v = resolve(item);
      if (typeof v === 'string' && v.trim())
        return { street: v.trim(), city: null, region: null, postalCode: null, country: null };
      if (!isObject(v)) continue;
      if (v.address !== undefined) {
        const nested = address(v.address);
        if (nested) return nested;
      }
      const facts = {
        street: text(v.streetAddress),
        city: text(v.addressLocality),
        region: text(v.addressRegion),
        postalCode: text(v.postalCode),
        country: text(v.addressCountry),
      };
      if (Object.values(facts).some(Boolean)) return facts;
    }
    return null;
  };
  const numberOf = (value: unknown) => {
    const t = text(value);
    return t === null ? Number.NaN : Number(t.replace(/[,\s]/g, ''));
  };
  const employees = (value: unknown): number | null => {
    for (const item of asList(resolve(value))) {
      const v = resolve(item);
      const direct = typeof v === 'number' || typeof v === 'string' ? numberOf(v) : Number.NaN;
      if (Number.isFinite(direct) && direct >= 1) return Math.round(direct);
      if (!isObject(v)) continue;
      const exact = numberOf(v.value);
      if (Number.isFinite(exact) && exact >= 1) return Math.round(exact);
      const min = numberOf(v.minValue);
      const max = numberOf(v.maxValue);
      if (Number.isFinite(min) && Number.isFinite(max) && max >= 1) return Math.round((min + max) / 2);
      if (Number.isFinite(max) && max >= 1) return Math.round(max);
      if (Number.isFinite(min) && min >= 1) return Math.round(min);
    }
    return null;
  };
  const contactPoint = (node: JsonObject, field: 'telephone' | 'email'): string | null => {
    for (const point of asList(resolve(node.contactPoint))) {
      const v = resolve(point);
      if (isObject(v)) {
        const value = text(v[field]);
        if (value) return value;
      }
    }
    return null;
  };
  const hints = (node: JsonObject): string[] =>
    ['keywords', 'knowsAbout', 'naics', 'isicV4', 'additionalType', 'slogan']
      .flatMap((key) => asList(resolve(node[key])))
      .map((v) => text(v))
      .filter((v): v is string => v !== null)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);

  return nodes
    .filter((node) => typesOf(node).some(isOrganizationType))
    .map((node) => ({
      types: typesOf(node),
      name: text(node.name) ?? text(node.alternateName),
      legalName: text(node.legalName),
      url: text(node.url),
      logo: imageUrl(node.logo),
      image: imageUrl(node.image),
      telephone: text(node.telephone) ?? contactPoint(node, 'telephone'),
      email: (text(node.email) ?? contactPoint(node, 'email'))?.replace(/^mailto:/i, '') ?? null,
      address: address(node.address) ?? address(node.location),
      employees: employees(node.numberOfEmployees),
      description: text(node.description),
      industryHints: hints(node),
    }));
}

/** The page's main organization: the one with the most facts (the first of equals). */
export function mainOrganization(organizations: readonly OrganizationFacts[]): OrganizationFacts | null {
  const score = (o: OrganizationFacts) =>
    [o.name, o.logo, o.telephone, o.email, o.address, o.employees, o.url].filter(Boolean).length;
  return [...organizations].sort((a, b) => score(b) - score(a))[0] ?? null;
}
