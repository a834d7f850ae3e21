import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FakeObjectType, FakeRecord } from './fake-hubspot-store.ts';

/** HubSpot's wire shapes for the fake (fake-hubspot-server.ts): errors, records, search filters. */

export const DEFAULT_PROPS: Record<FakeObjectType, string[]> = {
  companies: ['name', 'domain', 'createdate', 'hs_lastmodifieddate', 'hs_object_id'],
  contacts: ['firstname', 'lastname', 'email', 'lastmodifieddate', 'hs_object_id', 'createdate'],
};

export const error = (
  reply: FastifyReply,
  status: number,
  category: string,
  message: string,
  extra: object = {},
) =>
  reply
    .code(status)
    .send({ status: 'error', message, correlationId: crypto.randomUUID(), category, ...extra });

export const asType = (value: string): FakeObjectType | null =>
  value === 'companies' || value === 'company' || value === '0-2'
    ? 'companies'
    : value === 'contacts' || value === 'contact' || value === '0-1'
      ? 'contacts'
      : null;

export const propList = (value: unknown): string[] | null =>
  typeof value === 'string' && value.length > 0
    ? value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : null;

export function shape(record: FakeRecord, props: string[] | null, type: FakeObjectType) {
  const wanted = props ?? DEFAULT_PROPS[type];
  const properties: Record<string, string | null> = {};
  for (const name of wanted) properties[name] = record.properties[name] ?? null;
  properties.hs_object_id = record.id;
  return {
    id: record.id,
    properties,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    archived: record.archived,
    ...(record.archived && record.archivedAt
      ? { archivedAt: new Date(record.archivedAt).toISOString() }
      : {}),
  };
}

export const timeOf = (value: string | null | undefined): number => {
  if (value === null || value === undefined) return Number.NaN;
  return /^\d+$/.test(value) ? Number(value) : Date.parse(value);
};

export function matches(
  record: FakeRecord,
  filter: { propertyName: string; operator: string; value?: string; highValue?: string },
) {
  const raw = filter.propertyName === 'hs_object_id' ? record.id : record.properties[filter.propertyName];
  const isTime = /date$/.test(filter.propertyName);
  const isNum = filter.propertyName === 'hs_object_id';
  const cmp = (a: string | null | undefined, b: string | undefined): number => {
    if (isTime) return timeOf(a) - timeOf(b);
    if (isNum) return Number(a) - Number(b);
    return String(a ?? '')
      .toLowerCase()
      .localeCompare(String(b ?? '').toLowerCase());
  };
  switch (filter.operator) {
    case 'EQ':
      return raw !== null && raw !== undefined && cmp(raw, filter.value) === 0;
    case 'NEQ':
      return raw === null || raw === undefined || cmp(raw, filter.value) !== 0;
    case 'GT':
      return raw != null && cmp(raw, filter.value) > 0;
    case 'GTE':
      return raw != null && cmp(raw, filter.value) >= 0;
    case 'LT':
      return raw != null && cmp(raw, filter.value) < 0;
    case 'LTE':
      return raw != null && cmp(raw, filter.value) <= 0;
    case 'BETWEEN':
      return raw != null && cmp(raw, filter.value) >= 0 && cmp(raw, filter.highValue) <= 0;
    case 'HAS_PROPERTY':
      return raw != null && raw !== '';
    case 'NOT_HAS_PROPERTY':
      return raw == null || raw === '';
    default:
      return false;
  }
}
