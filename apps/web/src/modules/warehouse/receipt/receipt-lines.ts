import type { PurchaseOrder, Receipt, WarehouseOp } from '@northdesk/shared';

/*
 * The phone's view of a receipt being worked on: what the server has (or, for a receipt this
 * phone started and has not sent yet, the expected delivery's lines) with this phone's queued
 * scans, edits and completion applied, as the server will apply them. Quantities are decimal
 * strings with up to 4 places: added as integers of 1/10 000, exactly.
 */

const SCALE = 10_000n;
export const toUnits = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const units = BigInt(whole || '0') * SCALE + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
  return value.trim().startsWith('-') ? -units : units;
};
export const fromUnits = (units: bigint): string => {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const fraction = (abs % SCALE).toString().padStart(4, '0').replace(/0+$/, '');
  return `${sign}${abs / SCALE}${fraction ? `.${fraction}` : ''}`;
};
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

type ProductRef = { id: string; sku: string; name: string };

export interface PhoneReceiptLine {
  product: ProductRef;
  /** Null: not on the expected delivery (or an ad hoc receipt). */
  expected: string | null;
  received: string;
  damaged: string;
  reason: string | null;
}

export interface PhoneReceipt {
  lines: PhoneReceiptLine[];
  completed: boolean;
}

/** Lines as the server has them, or from the expected delivery when the server has none yet. */
export function baseLines(server: Receipt | null, order: PurchaseOrder | null): PhoneReceiptLine[] {
  if (server) {
    const expectedByOrder = server.purchaseOrder !== null;
    return server.lines.map((line) => ({
      product: line.product,
      expected: expectedByOrder && toUnits(line.expected) > 0n ? line.expected : null,
      received: line.received,
      damaged: line.damaged,
      reason: line.discrepancyReason,
    }));
  }
  return (order?.lines ?? []).flatMap((line) => {
    const remaining = toUnits(line.quantity) - toUnits(line.received);
    return remaining > 0n
      ? [{ product: line.product, expected: fromUnits(remaining), received: '0', damaged: '0', reason: null }]
      : [];
  });
}

/** The base with the queued ops of this receipt applied in order (the server's own rules). */
export function phoneReceipt(
  base: PhoneReceiptLine[],
  queued: readonly WarehouseOp[],
  receiptId: string,
  products: ReadonlyMap<string, ProductRef>,
  completedOnServer: boolean,
): PhoneReceipt {
  const lines = new Map(base.map((line) => [line.product.id, { ...line }]));
  let completed = completedOnServer;
  for (const op of queued) {
    if (!('receiptId' in op) || op.receiptId !== receiptId) continue;
    if (op.type === 'receipt.complete') completed = true;
    if (op.type !== 'receipt.scan' && op.type !== 'receipt.set') continue;
    const line = lines.get(op.productId) ?? {
      product: products.get(op.productId) ?? { id: op.productId, sku: '', name: '' },
      expected: null,
      received: '0',
      damaged: '0',
      reason: null,
    };
    if (op.type === 'receipt.scan') {
      const received = max(toUnits(line.received) + toUnits(op.received ?? '0'), 0n);
      line.damaged = fromUnits(min(max(toUnits(line.damaged) + toUnits(op.damaged ?? '0'), 0n), received));
      line.received = fromUnits(received);
    } else {
      line.received = fromUnits(toUnits(op.received));
      line.damaged = fromUnits(min(toUnits(op.damaged ?? '0'), toUnits(op.received)));
    }
    if (op.discrepancyReason) line.reason = op.discrepancyReason;
    lines.set(op.productId, line);
  }
  return { lines: [...lines.values()], completed };
}
