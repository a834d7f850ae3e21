import { normalizeDomain } from '@northdesk/shared';
import type { HubspotObjectType, HubspotRecord } from './hubspot-client.ts';

/*
 * Which HubSpot properties map to which of our fields (integrations spec B.7). Values are compared
 * as strings (HubSpot sends every value as a string), so the remote snapshot, the incoming record
 * and the local row meet in one form: our field names, string or null.
 */

export type FieldValues = Record<string, string | null>;

type FieldMap = {
  /** our field → HubSpot property */
  fields: Record<string, string>;
  /** Fields we read but never push (HubSpot's enumerations reject our free text). */
  pullOnly: ReadonlySet<string>;
  lastModified: string;
};

export const FIELD_MAPS: Record<HubspotObjectType, FieldMap> = {
  companies: {
    fields: {
      name: 'name',
      domain: 'domain',
      industry: 'industry',
      phone: 'phone',
      billingAddress: 'address',
      city: 'city',
      state: 'state',
      country: 'country',
      employeeCount: 'numberofemployees',
    },
    pullOnly: new Set(['industry']),
    lastModified: 'hs_lastmodifieddate',
  },
  contacts: {
    fields: {
      firstName: 'firstname',
      lastName: 'lastname',
      email: 'email',
      phone: 'phone',
      jobTitle: 'jobtitle',
      company: 'company',
    },
    pullOnly: new Set(),
    lastModified: 'lastmodifieddate',
  },
};

export const propertiesOf = (type: HubspotObjectType): string[] => [
  ...Object.values(FIELD_MAPS[type].fields),
  FIELD_MAPS[type].lastModified,
  'hs_merged_object_ids',
];

const clean = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  return text === '' ? null : text;
};

/** HubSpot's industry enumeration (COMPUTER_SOFTWARE) as our lower-case words (computer software). */
const industryFromHubspot = (value: string | null) => (value ? value.toLowerCase().replace(/_/g, ' ') : null);

const employeesFromHubspot = (value: string | null) => {
  if (!value) return null;
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n >= 1 && n <= 2_000_000_000 ? String(n) : null;
};

/** A HubSpot record as our field values (normalised the way our columns hold them). */
export function fromHubspot(type: HubspotObjectType, record: HubspotRecord): FieldValues {
  const out: FieldValues = {};
  for (const [field, property] of Object.entries(FIELD_MAPS[type].fields))
    out[field] = clean(record.properties[property]);
  if (type === 'companies') {
    out.domain = out.domain ? normalizeDomain(out.domain) : null;
    out.industry = industryFromHubspot(out.industry ?? null);
    out.employeeCount = employeesFromHubspot(out.employeeCount ?? null);
  } else if (out.email) {
    out.email = out.email.toLowerCase();
  }
  return out;
}

/** Our field values as HubSpot properties to push (an empty string clears a value in HubSpot). */
export function toHubspot(type: HubspotObjectType, values: FieldValues): Record<string, string> {
  const map = FIELD_MAPS[type];
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    const property = map.fields[field];
    if (!property || map.pullOnly.has(field)) continue;
    out[property] = value ?? '';
  }
  return out;
}

/** When HubSpot last changed the record (its own modification property, else updatedAt). */
export function remoteModifiedMs(type: HubspotObjectType, record: HubspotRecord): number {
  const raw = record.properties[FIELD_MAPS[type].lastModified] ?? record.updatedAt ?? null;
  if (!raw) return 0;
  return /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw) || 0;
}

export const mergedIds = (record: HubspotRecord): string[] =>
  (record.properties.hs_merged_object_ids ?? '')
    .split(';')
    .map((id) => id.trim())
    .filter(Boolean);

/** A local row's mapped fields as strings, to compare with the snapshot and the incoming values. */
export function localValues(type: HubspotObjectType, row: Record<string, unknown>): FieldValues {
  const out: FieldValues = {};
  for (const field of Object.keys(FIELD_MAPS[type].fields)) {
    const value = row[field];
    out[field] = value === null || value === undefined ? null : String(value);
  }
  return out;
}
