import {
  WAREHOUSE_COPY as C,
  type Location,
  type LocationKind,
  type locationInputSchema,
  type locationUpdateSchema,
  type Warehouse,
  type warehouseInputSchema,
} from '@northdesk/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { productBarcodes, warehouseLocations, warehouses } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { type LocationRow, requireLocation } from './warehouse-queries.ts';

type WarehouseRow = typeof warehouses.$inferSelect;

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    warehouseId: row.warehouseId,
    code: row.code,
    name: row.name,
    barcode: row.barcode,
    kind: row.kind as LocationKind,
    archived: row.archivedAt !== null,
  };
}

function toWarehouse(row: WarehouseRow, locations: LocationRow[]): Warehouse {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    archived: row.archivedAt !== null,
    locations: locations.filter((l) => l.warehouseId === row.id).map(toLocation),
  };
}

export async function listLocations(tx: Transaction): Promise<LocationRow[]> {
  return tx
    .select()
    .from(warehouseLocations)
    .orderBy(asc(warehouseLocations.warehouseId), asc(sql`lower(${warehouseLocations.code})`));
}

/** The location of a kind in a warehouse (its unknown-goods shelf, its damaged-goods area). */
export async function locationOfKind(
  tx: Transaction,
  warehouseId: string,
  kind: LocationKind,
): Promise<LocationRow | undefined> {
  const rows = await tx
    .select()
    .from(warehouseLocations)
    .where(eq(warehouseLocations.warehouseId, warehouseId));
  return rows.find((r) => r.kind === kind && r.archivedAt === null);
}

/** A location barcode that a product already has would make a scan name two things. */
async function checkBarcodeFree(tx: Transaction, barcode: string | null) {
  if (!barcode) return;
  const [taken] = await tx
    .select({ id: productBarcodes.id })
    .from(productBarcodes)
    .where(eq(productBarcodes.code, barcode));
  if (taken) {
    const message = C.barcodeOnProduct(barcode);
    throw new AppError('conflict', message, { barcode: message });
  }
}

function locationConflict(error: unknown): AppError | undefined {
  if (isUniqueViolation(error, 'warehouse_locations_code_key'))
    return new AppError('conflict', C.locationCodeTaken, { code: C.locationCodeTaken });
  if (isUniqueViolation(error, 'warehouse_locations_tenant_barcode_key'))
    return new AppError('conflict', C.locationBarcodeTaken, { barcode: C.locationBarcodeTaken });
  if (isUniqueViolation(error, 'warehouses_tenant_code_key'))
    return new AppError('conflict', C.warehouseCodeTaken, { code: C.warehouseCodeTaken });
  return undefined;
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw locationConflict(error) ?? error;
  }
}

/** Warehouses and their locations (bins, docks, quarantine, the unknown-goods shelf). */
export const warehouseLocationsService = {
  list(db: Database, ctx: TenantContext): Promise<Warehouse[]> {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .select()
        .from(warehouses)
        .orderBy(asc(sql`lower(${warehouses.code})`));
      const locations = await listLocations(tx);
      return rows.map((row) => toWarehouse(row, locations));
    });
  },

  /** A new warehouse comes with a goods-in dock, an unknown-goods shelf and a damaged-goods area. */
  createWarehouse(
    db: Database,
    ctx: TenantContext,
    input: z.output<typeof warehouseInputSchema>,
  ): Promise<Warehouse> {
    return mapped(() =>
      withTenant(db, ctx, async (tx) => {
        const [row] = await tx
          .insert(warehouses)
          .values({ companyId: ctx.companyId, code: input.code, name: input.name })
          .returning();
        if (!row) throw new Error('insert returned no row');
        const defaults = C.defaultLocations;
        const locations = await tx
          .insert(warehouseLocations)
          .values(
            (['dock', 'unknown', 'quarantine'] as const).map((kind) => ({
              companyId: ctx.companyId,
              warehouseId: row.id,
              code: defaults[kind].code,
              name: defaults[kind].name,
              kind,
            })),
          )
          .returning();
        return toWarehouse(row, locations);
      }),
    );
  },

  createLocation(
    db: Database,
    ctx: TenantContext,
    input: z.output<typeof locationInputSchema>,
  ): Promise<Location> {
    return mapped(() =>
      withTenant(db, ctx, async (tx) => {
        const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, input.warehouseId));
        if (!warehouse) throw notFound(C.warehouseNotFound);
        await checkBarcodeFree(tx, input.barcode);
        const [row] = await tx
          .insert(warehouseLocations)
          .values({ companyId: ctx.companyId, ...input })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return toLocation(row);
      }),
    );
  },

  updateLocation(
    db: Database,
    ctx: TenantContext,
    id: string,
    input: z.output<typeof locationUpdateSchema>,
  ): Promise<Location> {
    return mapped(() =>
      withTenant(db, ctx, async (tx) => {
        const current = await requireLocation(tx, id);
        if (input.barcode !== current.barcode) await checkBarcodeFree(tx, input.barcode);
        const archivedAt =
          input.archived === undefined
            ? current.archivedAt
            : input.archived
              ? (current.archivedAt ?? new Date())
              : null;
        const [row] = await tx
          .update(warehouseLocations)
          .set({ code: input.code, name: input.name, barcode: input.barcode, archivedAt })
          .where(eq(warehouseLocations.id, id))
          .returning();
        if (!row) throw notFound(C.locationNotFound);
        return toLocation(row);
      }),
    );
  },
};
