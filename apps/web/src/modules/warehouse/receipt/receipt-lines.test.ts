import type { WarehouseOp } from '@northdesk/shared';
import { describe, expect, it } from 'vitest';
import { baseLines, fromUnits, phoneReceipt, toUnits } from './receipt-lines';

const tape = { id: '00000000-0000-4000-8000-000000000001', sku: 'TAPE', name: 'Tape' };
const film = { id: '00000000-0000-4000-8000-000000000002', sku: 'FILM', name: 'Film' };
const receiptId = '00000000-0000-4000-8000-0000000000aa';
const op = (fields: Record<string, string>) =>
  ({ opId: crypto.randomUUID(), receiptId, ...fields }) as WarehouseOp;

describe("the phone's view of a receipt", () => {
  it('adds quantities exactly (1/10 000 units)', () => {
    expect(fromUnits(toUnits('0.1') + toUnits('0.2'))).toBe('0.3');
    expect(fromUnits(toUnits('-1.5'))).toBe('-1.5');
    expect(fromUnits(toUnits('12'))).toBe('12');
  });

  it("starts from the expected delivery's remaining lines, then applies scans, edits and damage in order", () => {
    const base = baseLines(null, {
      lines: [
        { id: 'l1', product: tape, quantity: '12', received: '2' },
        { id: 'l2', product: film, quantity: '5', received: '5' },
      ],
    } as never);
    expect(base).toEqual([{ product: tape, expected: '10', received: '0', damaged: '0', reason: null }]);
    const view = phoneReceipt(
      base,
      [
        op({ type: 'receipt.scan', productId: tape.id, received: '1' }),
        op({ type: 'receipt.scan', productId: tape.id, received: '6' }),
        op({ type: 'receipt.scan', productId: film.id, received: '1' }),
        op({
          type: 'receipt.set',
          productId: tape.id,
          received: '9',
          damaged: '2',
          discrepancyReason: 'Crushed',
        }),
        op({ type: 'receipt.scan', productId: tape.id, received: '-20' }),
      ],
      receiptId,
      new Map([[film.id, film]]),
      false,
    );
    expect(view.completed).toBe(false);
    expect(view.lines).toEqual([
      // A correction below zero stops at zero, and damage never exceeds what was received.
      { product: tape, expected: '10', received: '0', damaged: '0', reason: 'Crushed' },
      { product: film, expected: null, received: '1', damaged: '0', reason: null },
    ]);
  });

  it("ignores other receipts' ops and sees a queued completion", () => {
    const view = phoneReceipt(
      [],
      [
        {
          ...op({ type: 'receipt.scan', productId: tape.id, received: '1' }),
          receiptId: crypto.randomUUID(),
        } as WarehouseOp,
        op({ type: 'receipt.complete' }),
      ],
      receiptId,
      new Map(),
      false,
    );
    expect(view).toEqual({ lines: [], completed: true });
  });
});
