/**
 * GS1 element strings (GS1-128, GS1 DataMatrix, GS1 QR) as scanners send them: with an AIM
 * symbology prefix (]C1, ]d2, ]Q3, ]e0), variable-length fields ended by the group separator
 * (ASCII 29), or in the human-readable form "(01)09506000134352(10)LOT1". Our own table of the
 * application identifiers a goods receipt uses (research/warehouse.md): the npm parsers are
 * little used and untyped, and this is a small, fixed part of the GS1 General Specifications.
 */

export const GS = '\u001d';

type AiDefinition = { length: number; variable?: true; decimals?: true; date?: true };

/** Application identifiers we read. `length` is the data length (the maximum when variable). */
const AIS: Readonly<Record<string, AiDefinition>> = {
  '00': { length: 18 },
  '01': { length: 14 },
  '02': { length: 14 },
  '10': { length: 20, variable: true },
  '11': { length: 6, date: true },
  '13': { length: 6, date: true },
  '15': { length: 6, date: true },
  '16': { length: 6, date: true },
  '17': { length: 6, date: true },
  '20': { length: 2 },
  '21': { length: 20, variable: true },
  '22': { length: 20, variable: true },
  '30': { length: 8, variable: true },
  '37': { length: 8, variable: true },
  '240': { length: 30, variable: true },
  '241': { length: 30, variable: true },
  '400': { length: 30, variable: true },
  '410': { length: 13 },
  '414': { length: 13 },
  '420': { length: 20, variable: true },
};
// 310n-369n: measures with n decimals (net weight in kg is 310n), six digits.
const MEASURE = /^3[1-6]\d\d$/;
// 90-99: company internal, up to 90 characters.
const INTERNAL = /^9\d$/;

function definitionOf(ai: string): AiDefinition | undefined {
  if (MEASURE.test(ai)) return { length: 6, decimals: true };
  if (INTERNAL.test(ai)) return { length: 90, variable: true };
  return AIS[ai];
}

export type Gs1Element = { ai: string; value: string };

export type Gs1Data = {
  elements: Gs1Element[];
  /** GTIN-14 of the trade item (AI 01, or 02 for the contents of a logistic unit). */
  gtin?: string;
  lot?: string;
  serial?: string;
  /** ISO date; a day of 00 means the last day of that month. */
  expiry?: string;
  bestBefore?: string;
  /** Units (AI 30 or 37), as a decimal string. */
  quantity?: string;
  sscc?: string;
};

/** YYMMDD to an ISO date: years 51-99 are 19xx (GS1 GenSpecs 7.12, simplified), day 00 the month's last. */
function gs1Date(value: string): string | undefined {
  if (!/^\d{6}$/.test(value)) return undefined;
  const yy = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  let day = Number(value.slice(4, 6));
  if (month < 1 || month > 12) return undefined;
  const year = yy >= 51 ? 1900 + yy : 2000 + yy;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = lastDay;
  if (day > lastDay) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function elementsOfBracketed(text: string): Gs1Element[] | null {
  const elements: Gs1Element[] = [];
  const pattern = /\((\d{2,4})\)([^()]*)/gy;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const ai = match[1] ?? '';
    const value = match[2] ?? '';
    if (!definitionOf(ai) || value === '') return null;
    elements.push({ ai, value });
    if (pattern.lastIndex === text.length) return elements;
  }
  return null;
}

function elementsOfRaw(text: string): Gs1Element[] | null {
  const elements: Gs1Element[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === GS) {
      at += 1;
      continue;
    }
    let ai = '';
    let definition: AiDefinition | undefined;
    for (const size of [2, 3, 4]) {
      ai = text.slice(at, at + size);
      definition = definitionOf(ai);
      if (definition) break;
    }
    if (!definition) return null;
    at += ai.length;
    let value: string;
    if (definition.variable) {
      const end = text.indexOf(GS, at);
      value = text.slice(at, end === -1 ? undefined : end);
      if (value.length > definition.length) return null;
    } else {
      value = text.slice(at, at + definition.length);
      if (value.length !== definition.length) return null;
    }
    if (value === '') return null;
    at += value.length;
    elements.push({ ai, value });
  }
  return elements.length > 0 ? elements : null;
}

function toData(elements: Gs1Element[]): Gs1Data | null {
  const data: Gs1Data = { elements };
  for (const { ai, value } of elements) {
    const definition = definitionOf(ai);
    if (!definition?.variable && !definition?.date && !/^\d+$/.test(value) && ai !== '20') return null;
    if (ai === '01' || ai === '02') data.gtin = value;
    else if (ai === '00') data.sscc = value;
    else if (ai === '10') data.lot = value;
    else if (ai === '21') data.serial = value;
    else if (ai === '17') data.expiry = gs1Date(value);
    else if (ai === '15') data.bestBefore = gs1Date(value);
    else if ((ai === '30' || ai === '37') && /^\d+$/.test(value)) data.quantity = String(Number(value));
  }
  if (data.expiry === undefined) delete data.expiry;
  if (data.bestBefore === undefined) delete data.bestBefore;
  return data;
}

const AIM_GS1_PREFIXES = [']C1', ']d2', ']Q3', ']e0', ']J1'];
const AIM_PREFIX = /^\][A-Za-z][0-9A-Za-z]/;

export type ScannedCode = {
  /** The text to look a product or location up by (a GS1 scan: its GTIN). */
  code: string;
  /** The raw text without its AIM prefix. */
  raw: string;
  gs1: Gs1Data | null;
};

/**
 * What a scan (camera, wedge or typed) says. A GS1 element string is recognised by its AIM
 * prefix, a group separator, the bracketed form, or as digits starting with AI 01 longer than a
 * GTIN; anything else is a plain code, looked up as it is.
 */
export function parseScan(input: string): ScannedCode {
  let text = input.replace(/[\r\n]+$/, '').trim();
  let gs1Hint = false;
  const prefix = AIM_GS1_PREFIXES.find((p) => text.startsWith(p));
  if (prefix) {
    gs1Hint = true;
    text = text.slice(prefix.length);
  } else if (AIM_PREFIX.test(text)) text = text.slice(3);
  if (text.startsWith(GS)) {
    gs1Hint = true;
    text = text.slice(1);
  }
  const raw = text;
  let elements: Gs1Element[] | null = null;
  if (text.startsWith('(')) elements = elementsOfBracketed(text);
  else if (gs1Hint || text.includes(GS) || (/^0[12]\d{14}/.test(text) && text.length > 16))
    elements = elementsOfRaw(text);
  const gs1 = elements ? toData(elements) : null;
  return { code: gs1?.gtin ?? gs1?.sscc ?? raw, raw, gs1 };
}

/**
 * The forms one GTIN is stored under: a GTIN-14 with leading zeros is also the EAN-13, UPC-A or
 * EAN-8 on the product, so a GS1-128 case label finds the product its unit barcode names.
 */
export function gtinCandidates(code: string): string[] {
  if (!/^\d{8,14}$/.test(code)) return [code];
  const gtin14 = code.padStart(14, '0');
  const forms = new Set<string>([code, gtin14]);
  for (const length of [13, 12, 8]) {
    if (
      gtin14
        .slice(0, 14 - length)
        .split('')
        .every((d) => d === '0')
    )
      forms.add(gtin14.slice(14 - length));
  }
  return [...forms];
}
