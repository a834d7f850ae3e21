import { describe, expect, it } from 'vitest';
import { GS, gtinCandidates, parseScan } from './gs1.ts';

describe('parseScan', () => {
  it('reads a GS1-128 scan with its AIM prefix and group separators', () => {
    const scan = parseScan(`]C10109506000134352${GS}10LOT-42${GS}17270531${GS}3012`);
    expect(scan.code).toBe('09506000134352');
    expect(scan.gs1).toMatchObject({
      gtin: '09506000134352',
      lot: 'LOT-42',
      expiry: '2027-05-31',
      quantity: '12',
    });
  });

  it('reads the human-readable form and a day of 00 as the end of the month', () => {
    const scan = parseScan('(01)09506000134352(17)280200(10)ABC(21)S1');
    expect(scan.gs1).toMatchObject({
      gtin: '09506000134352',
      expiry: '2028-02-29',
      lot: 'ABC',
      serial: 'S1',
    });
  });

  it('reads a DataMatrix with fixed fields first and no separator needed at the end', () => {
    expect(parseScan(']d2010950600013435217261231').gs1).toMatchObject({ expiry: '2026-12-31' });
    expect(parseScan('0109506000134352370024').gs1?.quantity).toBe('24');
  });

  it('leaves plain codes as they are', () => {
    expect(parseScan('4006381333931')).toEqual({ code: '4006381333931', raw: '4006381333931', gs1: null });
    expect(parseScan(' BIN-A-01\r\n').code).toBe('BIN-A-01');
    expect(parseScan(']E04006381333931').code).toBe('4006381333931');
    expect(parseScan('(99)').gs1).toBeNull();
  });
});

describe('gtinCandidates', () => {
  it('gives the EAN-13, UPC-A and EAN-8 forms of a GTIN-14', () => {
    expect(gtinCandidates('04006381333931')).toEqual(['04006381333931', '4006381333931']);
    expect(gtinCandidates('00012345678905')).toContain('012345678905');
    expect(gtinCandidates('SKU-1')).toEqual(['SKU-1']);
  });
});
