import { describe, expect, it } from 'vitest';
import { draftLineNet, draftToRequest, draftTotals, type LineDraft } from './line-drafts';

const line = (change: Partial<LineDraft>): LineDraft => ({
  productId: null,
  sku: null,
  description: 'Item',
  unit: '',
  quantity: '1',
  unitPrice: '10',
  discountPercent: '',
  vatCode: '20',
  ...change,
});

describe('the line editor works totals out as the server does', () => {
  it.each([
    [line({ quantity: '3', unitPrice: '0.333' }), '1.00'],
    [line({ quantity: '1,000', unitPrice: '1.5' }), '1500.00'],
    [line({ discountPercent: '12.5' }), '8.75'],
    [line({ quantity: 'abc' }), null],
    [line({ unitPrice: '' }), null],
  ])('line net %#', (draft, net) => {
    expect(draftLineNet(draft)).toBe(net);
  });

  it('leaves unfinished lines out of the totals and rounds VAT down per rate', () => {
    const totals = draftTotals([
      line({ unitPrice: '0.99' }),
      line({ unitPrice: '0.19', vatCode: '5' }),
      line({ quantity: '' }),
    ]);
    expect(totals).toMatchObject({ net: '1.18', vat: '0.19', gross: '1.37' });
  });

  it('sends amounts without thousands separators and a missing discount as 0', () => {
    const request = draftToRequest({
      title: '',
      validUntil: '2026-12-31',
      contactId: '',
      notes: '',
      terms: '',
      lines: [line({ quantity: '1,200', unitPrice: ' 2.50 ' })],
    });
    expect(request.contactId).toBeNull();
    expect(request.lines[0]).toMatchObject({ quantity: '1200', unitPrice: '2.50', discountPercent: '0' });
  });
});
