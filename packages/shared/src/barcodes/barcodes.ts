/**
 * Barcodes a product is known by (research/warehouse.md: product_barcode(code, symbology,
 * pack_qty)). The warehouse screens look products up by these codes; a code found on an outer
 * case carries its pack quantity (a case of 12 scans as 12 units).
 */
export const BARCODE_SYMBOLOGIES = [
  'ean13',
  'ean8',
  'upca',
  'upce',
  'itf14',
  'gs1_128',
  'code128',
  'code39',
  'qr',
  'datamatrix',
  'other',
] as const;
export type BarcodeSymbology = (typeof BARCODE_SYMBOLOGIES)[number];

export const BARCODE_SYMBOLOGY_LABELS: Readonly<Record<BarcodeSymbology, string>> = {
  ean13: 'EAN-13',
  ean8: 'EAN-8',
  upca: 'UPC-A',
  upce: 'UPC-E',
  itf14: 'ITF-14',
  gs1_128: 'GS1-128',
  code128: 'Code 128',
  code39: 'Code 39',
  qr: 'QR code',
  datamatrix: 'Data Matrix',
  other: 'Other',
};

/** Digits each GS1 fixed-length symbology encodes, check digit included. */
const GS1_LENGTHS: Partial<Record<BarcodeSymbology, number>> = { ean13: 13, ean8: 8, upca: 12, itf14: 14 };

/** The GS1 mod-10 check digit of the digits before it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Weights 3, 1, 3, … counted from the digit next to the check digit.
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Why a code cannot be of its symbology, or null when it can: GS1 codes (EAN, UPC-A, ITF-14) are
 * digits of a fixed length with a valid check digit, so a mistyped digit is caught at once.
 */
export function barcodeProblem(code: string, symbology: BarcodeSymbology): string | null {
  const length = GS1_LENGTHS[symbology];
  const label = BARCODE_SYMBOLOGY_LABELS[symbology];
  if (length !== undefined) {
    if (!/^\d+$/.test(code) || code.length !== length) return `${label} codes have ${length} digits.`;
    const expected = gs1CheckDigit(code.slice(0, -1));
    if (Number(code.at(-1)) !== expected)
      return `The check digit of this ${label} code should be ${expected}.`;
    return null;
  }
  if (symbology === 'upce' && !/^\d{6,8}$/.test(code)) return 'UPC-E codes have 6 to 8 digits.';
  return null;
}
