import type { Discrepancy } from '../api/warehouse.ts';
import { big } from '../money/decimal.ts';

type ProductRef = { id: string; sku: string; name: string };

/**
 * What differs from the expected delivery: short or over against the expected quantity, goods not
 * expected at all, and damaged goods (on any receipt). Ad hoc receipts expect nothing, so only
 * damage is a discrepancy there.
 */
export function discrepanciesOf(
  lines: {
    product: ProductRef;
    expected: string;
    received: string;
    damaged: string;
    reason: string | null;
  }[],
  againstOrder: boolean,
): Discrepancy[] {
  const out: Discrepancy[] = [];
  for (const line of lines) {
    const expected = big(line.expected);
    const received = big(line.received);
    const damaged = big(line.damaged);
    const reason = line.reason;
    if (againstOrder) {
      if (expected.eq(0) && received.gt(0))
        out.push({ product: line.product, kind: 'unexpected', quantity: received.toFixed(), reason });
      else if (received.lt(expected))
        out.push({
          product: line.product,
          kind: 'short',
          quantity: expected.minus(received).toFixed(),
          reason,
        });
      else if (received.gt(expected))
        out.push({
          product: line.product,
          kind: 'over',
          quantity: received.minus(expected).toFixed(),
          reason,
        });
    }
    if (damaged.gt(0))
      out.push({ product: line.product, kind: 'damaged', quantity: damaged.toFixed(), reason });
  }
  return out;
}
