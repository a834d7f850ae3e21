import { big, WAREHOUSE_COPY as C, type MoveReason } from '@northdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import { products, profiles, stockMoves, warehouseLocations } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';

export type LocationRow = typeof warehouseLocations.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type Decimal = ReturnType<typeof big>;

/** A stored NUMERIC quantity as the API sends it: "12", "2.5", never an exponent. */
export const dec = (value: string | Decimal): Decimal => (typeof value === 'string' ? big(value) : value);
export const qty = (value: string | Decimal): string => dec(value).toFixed();

export async function requireLocation(tx: Transaction, id: string): Promise<LocationRow> {
  const [row] = await tx.select().from(warehouseLocations).where(eq(warehouseLocations.id, id));
  if (!row) throw notFound(C.locationNotFound);
  return row;
}

export async function requireProduct(tx: Transaction, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(C.productNotFound);
  return row;
}

/** Full names of users, by id, for "who did it" columns. */
export async function userNames(tx: Transaction, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name ?? r.email ?? '']));
}

export type MoveInput = {
  productId: string;
  fromLocationId: string | null;
  toLocationId: string | null;
  quantity: string | Decimal;
  reason: MoveReason;
  reference?: string | null;
  receiptId?: string | null;
  unknownItemId?: string | null;
  opId?: string | null;
};

/**
 * Appends moves to the ledger (the balances follow by trigger, in this transaction). Moves of
 * nothing are skipped. They are written in one order (product, then lowest location) so two
 * transactions moving the same products take the balance rows' locks in the same order.
 */
export async function postMoves(tx: Transaction, ctx: TenantContext, moves: MoveInput[]): Promise<void> {
  const rows = moves
    .filter((m) => dec(m.quantity).gt(0))
    .map((m) => ({
      companyId: ctx.companyId,
      productId: m.productId,
      fromLocationId: m.fromLocationId,
      toLocationId: m.toLocationId,
      quantity: dec(m.quantity).toFixed(),
      reason: m.reason,
      reference: m.reference ?? null,
      receiptId: m.receiptId ?? null,
      unknownItemId: m.unknownItemId ?? null,
      opId: m.opId ?? null,
      userId: ctx.userId ?? null,
    }));
  const lowest = (m: (typeof rows)[number]) =>
    [m.fromLocationId, m.toLocationId].filter((l): l is string => l !== null).sort()[0] ?? '';
  rows.sort((a, b) => a.productId.localeCompare(b.productId) || lowest(a).localeCompare(lowest(b)));
  if (rows.length > 0) await tx.insert(stockMoves).values(rows);
}

const RETRYABLE = new Set(['40P01', '40001']);
/**
 * Records made under an id from the phone (and the op ids themselves): one made meanwhile by
 * another request is found on the rerun.
 */
const CLIENT_ID_KEYS = new Set(['receipts_pkey', 'unknown_items_pkey', 'warehouse_ops_company_id_op_id_pk']);

function isRetryable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
    if (code === '23505' && typeof constraint === 'string' && CLIENT_ID_KEYS.has(constraint)) return true;
  }
  return false;
}

/**
 * withTenant for ledger writes: a deadlock or serialization failure (PostgreSQL aborts one of the
 * transactions) is run again from the start, so concurrent receipts all land and none is a 500.
 */
export async function withLedger<T>(
  db: Database,
  ctx: TenantContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTenant(db, ctx, work);
    } catch (error) {
      if (attempt >= 4 || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
