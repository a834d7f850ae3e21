import {
  type DateFormat,
  IMPORT_FIELDS,
  type ImportEntity,
  type ImportMapping,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  normalizeDomain,
  type RowReason,
} from '@northdesk/shared';

/** A cell's value after checking: text, a normalised domain or email, a decimal string, an ISO date. */
export type Value = string | number | null;
export type RowValues = Record<string, Value>;
export type RowProblem = { reason: RowReason; field: string | null; value: string | null };

type Parser = (raw: string, dateFormat: DateFormat) => Value | RowProblem;
const problem = (reason: RowReason): RowProblem => ({ reason, field: null, value: null });
export const isProblem = (value: unknown): value is RowProblem =>
  typeof value === 'object' && value !== null && 'reason' in value;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text =
  (max: number): Parser =>
  (raw) =>
    raw.length > max ? problem('too_long') : raw;

const email: Parser = (raw) => {
  const value = raw.toLowerCase();
  return EMAIL.test(value) && value.length <= 254 ? value : problem('invalid_email');
};

const domain: Parser = (raw) => normalizeDomain(raw) ?? problem('invalid_domain');

const id: Parser = (raw) => (UUID.test(raw) ? raw.toLowerCase() : problem('not_found'));

const wholeNumber: Parser = (raw) => {
  const cleaned = raw.replace(/[\s,.](?=\d{3}\b)/g, '');
  if (!/^\d{1,9}$/.test(cleaned) || Number(cleaned) < 1) return problem('invalid_number');
  return Number(cleaned);
};

/**
 * An amount as an exact decimal string: "£1,234.50", "1 234,50" and "1234.5" all read as 1234.50.
 * A comma is the decimal mark when it is the last separator and followed by one or two digits.
 */
export function parseMoney(raw: string, scale: number): string | RowProblem {
  let value = raw.replace(/[£€$\s\u00a0']/g, '');
  if (/,\d{1,2}$/.test(value) && !/\.\d*,/.test(value)) value = value.replace(/\./g, '').replace(',', '.');
  else value = value.replace(/,/g, '');
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(value);
  if (!match) return problem('invalid_money');
  const decimals = match[2] ?? '';
  if (decimals.length > scale && /[1-9]/.test(decimals.slice(scale))) return problem('invalid_money');
  return `${match[1]}.${decimals.slice(0, scale).padEnd(Math.min(scale, 2), '0')}`;
}

const money =
  (scale: number): Parser =>
  (raw) =>
    parseMoney(raw, scale);

/** A calendar date in the chosen format (or ISO whatever the choice), as YYYY-MM-DD. */
export function parseDate(raw: string, format: DateFormat): string | RowProblem {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(raw);
  const other = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(raw);
  let parts: [number, number, number] | null = null;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (other && format === 'dmy') parts = [Number(other[3]), Number(other[2]), Number(other[1])];
  else if (other && format === 'mdy') parts = [Number(other[3]), Number(other[1]), Number(other[2])];
  if (!parts) return problem('invalid_date');
  const [y, m, d] = parts;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return problem('invalid_date');
  return date.toISOString().slice(0, 10);
}

/** The file's date format from sample values: a first part over 12 is a day, a second one too. */
export function detectDateFormat(samples: string[]): DateFormat {
  let dmy = 0;
  let mdy = 0;
  for (const sample of samples) {
    const match = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}$/.exec(sample);
    if (!match) continue;
    if (Number(match[1]) > 12) dmy += 1;
    if (Number(match[2]) > 12) mdy += 1;
  }
  if (mdy > dmy) return 'mdy';
  if (dmy > 0 || samples.some((s) => /^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(s))) return 'dmy';
  return 'ymd';
}

const LEAD_BY_WORD = new Map<string, string>([
  ...LEAD_STATUSES.map((s): [string, string] => [s, s]),
  ...Object.entries(LEAD_STATUS_LABELS).map(([s, label]): [string, string] => [label.toLowerCase(), s]),
]);
const leadStatus: Parser = (raw) => LEAD_BY_WORD.get(raw.toLowerCase()) ?? problem('invalid_choice');

const VAT = new Map([
  ['20', '20'],
  ['5', '5'],
  ['0', '0'],
  ['exempt', 'exempt'],
]);
const vatCode: Parser = (raw) =>
  VAT.get(raw.toLowerCase().replace(/\s|%|\.0+$/g, '')) ?? problem('invalid_choice');

/** How each field's cell is read. */
const PARSERS: Record<string, Parser> = {
  id,
  name: text(200),
  domain,
  industry: text(200),
  phone: text(50),
  billingEmail: email,
  billingAddress: text(500),
  city: text(100),
  state: text(100),
  country: text(100),
  employeeCount: wholeNumber,
  leadStatus,
  externalId: text(100),
  firstName: text(100),
  lastName: text(100),
  email,
  jobTitle: text(200),
  companyName: text(200),
  companyDomain: domain,
  companyExternalId: text(100),
  sku: text(64),
  description: text(2000),
  unit: text(30),
  costPrice: money(4),
  listPrice: money(4),
  vatCode,
  amount: money(2),
  closeDate: parseDate,
  stage: text(60),
  contactEmail: email,
};

/**
 * A record read through the mapping: each mapped field's checked value (blank cells are null),
 * or the first problem found, naming the field and the value refused.
 */
export function readRecord(
  entity: ImportEntity,
  record: string[],
  mapping: ImportMapping,
  dateFormat: DateFormat,
): { values: RowValues; problem: RowProblem | null } {
  const allowed: readonly string[] = IMPORT_FIELDS[entity];
  const values: RowValues = {};
  let first: RowProblem | null = null;
  mapping.forEach((field, index) => {
    if (!field || !allowed.includes(field)) return;
    const raw = (record[index] ?? '').trim();
    if (raw === '') {
      if (!(field in values)) values[field] = null;
      return;
    }
    const parser = PARSERS[field];
    const parsed = parser ? parser(raw, dateFormat) : raw;
    if (isProblem(parsed)) {
      first ??= { reason: parsed.reason, field, value: raw.slice(0, 200) };
      return;
    }
    values[field] = parsed;
  });
  return { values, problem: first };
}
