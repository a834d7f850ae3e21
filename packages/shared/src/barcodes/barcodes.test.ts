import { describe, expect, it } from 'vitest';
import { type BarcodeSymbology, barcodeProblem, gs1CheckDigit } from './barcodes.ts';

describe('barcodes', () => {
  it.each([
    ['400638133393', 1], // EAN-13 4006381333931
    ['9638507', 4], // EAN-8 96385074
    ['03600029145', 2], // UPC-A 036000291452
    ['1001234567890', 2], // ITF-14 10012345678902 (GS1's own example)
  ])('check digit of %s is %i', (body, digit) => {
    expect(gs1CheckDigit(body)).toBe(digit);
  });

  it.each<[string, BarcodeSymbology, string | null]>([
    ['4006381333931', 'ean13', null],
    ['4006381333932', 'ean13', 'The check digit of this EAN-13 code should be 1.'],
    ['400638133393', 'ean13', 'EAN-13 codes have 13 digits.'],
    ['40063813339X1', 'ean13', 'EAN-13 codes have 13 digits.'],
    ['96385074', 'ean8', null],
    ['036000291452', 'upca', null],
    ['10012345678902', 'itf14', null],
    ['0123456', 'upce', null],
    ['12', 'upce', 'UPC-E codes have 6 to 8 digits.'],
    ['PAL-0001/A', 'code128', null],
    ['anything at all', 'qr', null],
  ])('%s as %s: %s', (code, symbology, problem) => {
    expect(barcodeProblem(code, symbology)).toBe(problem);
  });
});
