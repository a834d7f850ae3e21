import {
  catalogueResponseSchema,
  gtinCandidates,
  parseScan,
  type ScanResponse,
  type StockProduct,
  scanResponseSchema,
  WAREHOUSE_CATALOGUE_URL,
} from '@northdesk/shared';
import { apiFetch } from '@/lib/api-client';
import { fromUnits, toUnits } from '../receipt/receipt-lines';
import { outboxDb } from './outbox-db';
import { snapshotNow } from './outbox-store';
import { isOffline } from './phone-reads';

/** Keeps the catalogue (products, barcodes, balances, locations) on the phone for offline scans. */
export async function saveCatalogue(userId: string): Promise<void> {
  // The server preloads this URL with every mobile screen (PAGE_FIRST_REQUESTS): the same URL here.
  const catalogue = await apiFetch(WAREHOUSE_CATALOGUE_URL, { schema: catalogueResponseSchema });
  const db = await outboxDb();
  await db.put('catalogue', { userId, catalogue, savedAt: new Date().toISOString() }, userId);
}

/** The cached stock of a product with this phone's own queued counts and moves applied. */
function withQueuedChanges(
  item: StockProduct,
  locations: StockProduct['lines'][number]['location'][],
): StockProduct {
  const at = new Map(item.lines.map((line) => [line.location.id, toUnits(line.quantity)]));
  for (const { op } of snapshotNow().ops) {
    if (op.type === 'count' && op.productId === item.product.id)
      at.set(op.locationId, toUnits(op.countedQuantity));
    if (op.type === 'move' && op.productId === item.product.id) {
      const moved = toUnits(op.quantity);
      at.set(op.fromLocationId, (at.get(op.fromLocationId) ?? 0n) - moved);
      at.set(op.toLocationId, (at.get(op.toLocationId) ?? 0n) + moved);
    }
  }
  const lines = [...at].flatMap(([id, units]) => {
    const location = locations.find((l) => l.id === id);
    return location && units !== 0n ? [{ location, quantity: fromUnits(units) }] : [];
  });
  const total = lines.reduce((sum, line) => sum + toUnits(line.quantity), 0n);
  return { ...item, lines, onHand: fromUnits(total) };
}

/** A scan answered from the phone's catalogue, as the server would answer it (scan lookup). */
export async function lookupOffline(userId: string, input: string): Promise<ScanResponse | null> {
  const db = await outboxDb();
  const entry = await db.get('catalogue', userId);
  if (!entry) return null;
  const { products, locations } = entry.catalogue;
  const scan = parseScan(input);
  const candidates = new Set([...gtinCandidates(scan.code), scan.raw]);
  let barcode: StockProduct['barcodes'][number] | undefined;
  const item =
    products.find((p) => {
      barcode = p.barcodes.find((b) => candidates.has(b.code));
      return barcode !== undefined;
    }) ?? products.find((p) => p.product.sku.toLowerCase() === scan.raw.toLowerCase());
  const gs1Quantity = scan.gs1?.quantity;
  if (item) {
    const packQuantity =
      gs1Quantity && /^\d+$/.test(gs1Quantity) && Number(gs1Quantity) > 0
        ? Number(gs1Quantity)
        : (barcode?.packQuantity ?? 1);
    const located = locations.map((l) => ({
      id: l.id,
      code: l.code,
      name: l.name,
      warehouseId: l.warehouseId,
      kind: l.kind,
    }));
    return {
      code: scan.code,
      gs1: scan.gs1,
      match: { kind: 'product', item: withQueuedChanges(item, located), packQuantity },
    };
  }
  const location = locations.find(
    (l) => l.barcode !== null && (l.barcode === scan.raw || l.barcode === scan.code),
  );
  return {
    code: scan.code,
    gs1: scan.gs1,
    match: location ? { kind: 'location', location } : { kind: 'none' },
  };
}

/** What a code names: the server's answer, or without network the phone's catalogue's. */
export async function lookupScan(userId: string, code: string, signal?: AbortSignal): Promise<ScanResponse> {
  try {
    return await apiFetch(`/api/warehouse/scan?code=${encodeURIComponent(code)}`, {
      schema: scanResponseSchema,
      signal,
    });
  } catch (error) {
    const cached = isOffline(error) ? await lookupOffline(userId, code).catch(() => null) : null;
    if (cached) return cached;
    throw error;
  }
}

/** The catalogue's products by id (names of what this phone scanned, offline too). */
export async function catalogueProducts(userId: string): Promise<Map<string, StockProduct['product']>> {
  const entry = await (await outboxDb()).get('catalogue', userId);
  return new Map((entry?.catalogue.products ?? []).map((p) => [p.product.id, p.product]));
}
