import type { WarehouseOpValues } from '@northdesk/shared';
import { inArray } from 'drizzle-orm';
import { products, warehouseLocations } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';
import { type LocationRow, type ProductRow, requireLocation, requireProduct } from './warehouse-queries.ts';

/** The products and locations an op names (by id: the phone resolved codes when it scanned). */
function namedIds(op: WarehouseOpValues): { products: string[]; locations: string[] } {
  const found = { products: [] as string[], locations: [] as string[] };
  if ('productId' in op) found.products.push(op.productId);
  if ('locationId' in op) found.locations.push(op.locationId);
  if (op.type === 'move') found.locations.push(op.fromLocationId, op.toLocationId);
  return found;
}

/**
 * Products and locations as the ops of one replayed transaction read them: the ones the ops name
 * are loaded in one statement each, then answered from memory, so an op costs its own writes and
 * not three look-ups. No op changes a product or a location, so what was read at the start of the
 * transaction is what each op would have read itself. An id the tenant does not have is not
 * cached: asking for it reads again and answers 404 as before.
 */
export class OpLookups {
  readonly #products = new Map<string, ProductRow>();
  readonly #locations = new Map<string, LocationRow>();

  async load(tx: Transaction, ops: readonly WarehouseOpValues[]): Promise<void> {
    const productIds = new Set<string>();
    const locationIds = new Set<string>();
    for (const op of ops) {
      const named = namedIds(op);
      for (const id of named.products) productIds.add(id);
      for (const id of named.locations) locationIds.add(id);
    }
    if (productIds.size > 0)
      for (const row of await tx
        .select()
        .from(products)
        .where(inArray(products.id, [...productIds])))
        this.#products.set(row.id, row);
    if (locationIds.size > 0)
      for (const row of await tx
        .select()
        .from(warehouseLocations)
        .where(inArray(warehouseLocations.id, [...locationIds])))
        this.#locations.set(row.id, row);
  }

  async product(tx: Transaction, id: string): Promise<ProductRow> {
    const known = this.#products.get(id);
    if (known) return known;
    const row = await requireProduct(tx, id);
    this.#products.set(id, row);
    return row;
  }

  async location(tx: Transaction, id: string): Promise<LocationRow> {
    const known = this.#locations.get(id);
    if (known) return known;
    const row = await requireLocation(tx, id);
    this.#locations.set(id, row);
    return row;
  }
}
