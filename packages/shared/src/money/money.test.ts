import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  fromMinorUnits,
  normalizeAmount,
  parseDecimalInput,
  sumAmounts,
  toMinorUnits,
} from './decimal.ts';
import { marginPercent, recommendedSellingPrice } from './rsp.ts';
import { lineNet, quoteTotals, type VatCode } from './vat.ts';

describe('lineNet: quantity × unit × (1 − discount), half up to the penny', () => {
  it.each([
    // quantity, unit price, discount %, net
    ['1', '10.00', '0', '10.00'],
    ['3', '0.333', '0', '1.00'], // 0.999 → 1.00
    ['1', '0.005', '0', '0.01'], // exactly half a penny rounds up
    ['1', '0.0049', '0', '0.00'], // just under half a penny rounds down
    ['1', '0.0149', '0', '0.01'],
    ['2', '0.0125', '0', '0.03'], // 0.025 → 0.03 (half up, not banker's)
    ['7', '0.015', '0', '0.11'], // 0.105 → 0.11
    ['1', '19.99', '10', '17.99'], // 17.991 → 17.99
    ['1', '19.99', '15', '16.99'], // 16.9915 → 16.99
    ['3', '33.33', '33.33', '66.66'], // 99.99 × 0.6667 = 66.663333 → 66.66
    ['1', '0.01', '50', '0.01'], // 0.005 → 0.01
    ['1', '0.01', '50.01', '0.00'], // 0.004999 → 0.00
    ['2.5', '4.00', '0', '10.00'], // fractional quantity (kg)
    ['0.001', '1234.5678', '0', '1.23'], // 1.2345678
    ['1000000', '0.0001', '0', '100.00'],
    ['10', '99.99', '100', '0.00'], // free of charge
    ['0.1', '0.2', '0', '0.02'],
  ])('%s × %s less %s%% = %s', (quantity, unitPrice, discountPercent, net) => {
    expect(lineNet({ quantity, unitPrice, discountPercent })).toBe(net);
  });
});

type Line = { net: string; vatCode: VatCode };

describe('quoteTotals: VAT per rate on the summed nets, rounded down to the penny (HMRC 700 §17.5)', () => {
  it.each<[string, Line[], { net: string; vat: string; gross: string }]>([
    ['no lines', [], { net: '0.00', vat: '0.00', gross: '0.00' }],
    [
      'one standard-rated line',
      [{ net: '100.00', vatCode: '20' }],
      { net: '100.00', vat: '20.00', gross: '120.00' },
    ],
    [
      '20% of 0.99 = 0.198 rounds down',
      [{ net: '0.99', vatCode: '20' }],
      { net: '0.99', vat: '0.19', gross: '1.18' },
    ],
    [
      '20% of 0.04 = 0.008 rounds down to nothing',
      [{ net: '0.04', vatCode: '20' }],
      { net: '0.04', vat: '0.00', gross: '0.04' },
    ],
    [
      '20% of 0.05 = exactly 0.01',
      [{ net: '0.05', vatCode: '20' }],
      { net: '0.05', vat: '0.01', gross: '0.06' },
    ],
    [
      '5% of 0.19 = 0.0095 rounds down',
      [{ net: '0.19', vatCode: '5' }],
      { net: '0.19', vat: '0.00', gross: '0.19' },
    ],
    [
      '5% of 0.20 = exactly 0.01',
      [{ net: '0.20', vatCode: '5' }],
      { net: '0.20', vat: '0.01', gross: '0.21' },
    ],
    [
      '5% of 12.345 → net 12.35 → 0.6175 → 0.61',
      [{ net: '12.35', vatCode: '5' }],
      { net: '12.35', vat: '0.61', gross: '12.96' },
    ],
    [
      // Per line this would be 0.00 + 0.00 + 0.00 (three × 0.008); on the rate's sum it is 0.02.
      'VAT on the sum, not per line',
      [
        { net: '0.04', vatCode: '20' },
        { net: '0.04', vatCode: '20' },
        { net: '0.04', vatCode: '20' },
      ],
      { net: '0.12', vat: '0.02', gross: '0.14' },
    ],
    [
      'mixed rates: each rate rounded down on its own',
      [
        { net: '10.99', vatCode: '20' }, // 2.198 → 2.19
        { net: '10.99', vatCode: '5' }, // 0.5495 → 0.54
        { net: '10.99', vatCode: '0' },
        { net: '10.99', vatCode: 'exempt' },
      ],
      { net: '43.96', vat: '2.73', gross: '46.69' },
    ],
    [
      'large amounts keep every penny',
      [{ net: '9999999999.99', vatCode: '20' }],
      { net: '9999999999.99', vat: '1999999999.99', gross: '11999999999.98' },
    ],
  ])('%s', (_name, lines, expected) => {
    const totals = quoteTotals(lines);
    expect({ net: totals.net, vat: totals.vat, gross: totals.gross }).toEqual(expected);
    const sum = (key: 'net' | 'vat') => sumAmounts(totals.breakdown.map((row) => row[key]));
    expect(sum('net')).toBe(totals.net);
    expect(sum('vat')).toBe(totals.vat);
  });

  it('lists one breakdown row per rate used, in code order', () => {
    const { breakdown } = quoteTotals([
      { net: '1.00', vatCode: 'exempt' },
      { net: '2.00', vatCode: '5' },
      { net: '3.00', vatCode: '20' },
      { net: '4.00', vatCode: '5' },
    ]);
    expect(breakdown).toEqual([
      { vatCode: '20', rate: '20', net: '3.00', vat: '0.60' },
      { vatCode: '5', rate: '5', net: '6.00', vat: '0.30' },
      { vatCode: 'exempt', rate: '0', net: '1.00', vat: '0.00' },
    ]);
  });
});

describe('recommendedSellingPrice: rounded up to the next whole number when the setting is on', () => {
  it.each([
    // list price, rounding on, RSP
    ['12.00', true, '12.00'], // a whole number stays
    ['12', true, '12.00'],
    ['12.01', true, '13.00'],
    ['12.0001', true, '13.00'], // the smallest fraction still rounds up
    ['12.99', true, '13.00'],
    ['0.01', true, '1.00'],
    ['0', true, '0.00'],
    ['12.01', false, '12.01'],
    ['12.5', false, '12.50'],
    ['0.0125', false, '0.0125'], // fractions of a penny are kept when not rounding
    ['9999999.995', true, '10000000.00'],
  ])('%s (rounding %s) → %s', (listPrice, rounding, rsp) => {
    expect(recommendedSellingPrice(listPrice, rounding)).toBe(rsp);
  });
});

describe('decimal helpers', () => {
  it.each([
    ['12', '12'],
    [' £1,250.50 ', '1250.5'],
    ['12.', '12'],
    ['0.0125', '0.0125'],
    ['-3.5', '-3.5'],
    ['1e3', null],
    ['12,5.3.1', null],
    ['', null],
    ['abc', null],
    ['NaN', null],
    ['Infinity', null],
  ])('parseDecimalInput(%j) = %j', (input, expected) => {
    expect(parseDecimalInput(input)).toBe(expected);
  });

  it.each([
    ['0.1', 10],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floats
    ['1234.56', 123456],
    ['-0.01', -1],
  ])('toMinorUnits(%s) = %i and back', (amount, minor) => {
    expect(toMinorUnits(amount)).toBe(minor);
    expect(fromMinorUnits(minor)).toBe(Number(amount).toFixed(2));
  });

  it('refuses fractions of a penny as minor units', () => {
    expect(() => toMinorUnits('0.125')).toThrow(RangeError);
  });

  it('adds amounts exactly (0.1 + 0.2 = 0.3)', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.30');
  });

  it.each([
    ['12.5000', '12.50'],
    ['0.0125', '0.0125'],
    ['3', '3.00'],
  ])('normalizeAmount(%s) = %s', (value, expected) => {
    expect(normalizeAmount(value)).toBe(expected);
  });

  it.each([
    ['1234.5', '£1,234.50'],
    ['0.0125', '£0.0125'],
    ['-2', '-£2.00'],
    ['12345678901234.56', '£12,345,678,901,234.56'], // beyond float precision, exact
  ])('formatMoney(%s) = %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    ['100.00', '75.00', '25.0'],
    ['10', null, null],
    ['0', '1', null],
    ['3', '2', '33.3'],
  ])('marginPercent(%s, %s) = %s', (price, cost, expected) => {
    expect(marginPercent(price, cost)).toBe(expected);
  });
});
