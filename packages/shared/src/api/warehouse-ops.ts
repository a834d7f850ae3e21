import { z } from 'zod';
import { WAREHOUSE_COPY as C } from '../copy/warehouse.ts';
import { optionalTextInput, textInput } from './money-input.ts';
import { quantityInput } from './warehouse.ts';

/*
 * The warehouse's writes from the floor (issue 22 item 5): each carries a client operation id made
 * on the phone, so the outbox can replay a batch as often as the network needs and the server
 * applies each op exactly once. Records the phone creates (receipts, unknown items) carry ids made
 * on the phone too, so later ops of the same offline session can name them.
 */

export const WAREHOUSE_OPS_MAX = 500;

const opBase = { opId: z.uuid() };

export const moveOpSchema = z.object({
  ...opBase,
  type: z.literal('move'),
  productId: z.uuid(C.productNotFound),
  fromLocationId: z.uuid(C.locationNotFound),
  toLocationId: z.uuid(C.locationNotFound),
  quantity: quantityInput({ positive: true }),
});

/** A count: the difference to the books at countedAt is posted as an adjustment. */
export const countOpSchema = z.object({
  ...opBase,
  type: z.literal('count'),
  productId: z.uuid(C.productNotFound),
  locationId: z.uuid(C.locationNotFound),
  countedQuantity: quantityInput(),
  countedAt: z.iso.datetime({ offset: true }),
});

export const receiptStartOpSchema = z.object({
  ...opBase,
  type: z.literal('receipt.start'),
  receiptId: z.uuid(),
  purchaseOrderId: z.uuid(C.purchaseOrderNotFound).nullish(),
  supplierId: z.uuid(C.supplierNotFound).nullish(),
  locationId: z.uuid(C.locationNotFound),
  deliveryNote: optionalTextInput(100),
});

/** Scans add to a line (+1, +pack quantity, or a correction below zero). */
export const receiptScanOpSchema = z.object({
  ...opBase,
  type: z.literal('receipt.scan'),
  receiptId: z.uuid(C.receiptNotFound),
  productId: z.uuid(C.productNotFound),
  received: quantityInput({ signed: true }).default('0'),
  damaged: quantityInput({ signed: true }).default('0'),
  discrepancyReason: optionalTextInput(500),
});

/** An edit of a line's figures, as typed. */
export const receiptSetOpSchema = z.object({
  ...opBase,
  type: z.literal('receipt.set'),
  receiptId: z.uuid(C.receiptNotFound),
  productId: z.uuid(C.productNotFound),
  received: quantityInput(),
  damaged: quantityInput().default('0'),
  discrepancyReason: optionalTextInput(500),
});

export const receiptCompleteOpSchema = z.object({
  ...opBase,
  type: z.literal('receipt.complete'),
  receiptId: z.uuid(C.receiptNotFound),
});

export const unknownCreateOpSchema = z.object({
  ...opBase,
  type: z.literal('unknown.create'),
  unknownItemId: z.uuid(),
  rawCode: optionalTextInput(500),
  description: textInput(500, C.descriptionRequired),
  quantity: quantityInput({ positive: true }),
  locationId: z.uuid(C.locationNotFound),
  receiptId: z.uuid(C.receiptNotFound).nullish(),
});

export const warehouseOpSchema = z.discriminatedUnion('type', [
  moveOpSchema,
  countOpSchema,
  receiptStartOpSchema,
  receiptScanOpSchema,
  receiptSetOpSchema,
  receiptCompleteOpSchema,
  unknownCreateOpSchema,
]);
export type WarehouseOp = z.input<typeof warehouseOpSchema>;
export type WarehouseOpValues = z.output<typeof warehouseOpSchema>;
export type WarehouseOpType = WarehouseOpValues['type'];

export const warehouseOpsInputSchema = z.object({
  ops: z.array(warehouseOpSchema).min(1).max(WAREHOUSE_OPS_MAX),
});
export type WarehouseOpsInput = z.input<typeof warehouseOpsInputSchema>;

export const OP_STATUSES = ['applied', 'flagged'] as const;
export type OpStatus = (typeof OP_STATUSES)[number];

export const opResultSchema = z.object({
  opId: z.uuid(),
  status: z.enum(OP_STATUSES),
  /** True when the op had been received before: its first answer is given again, nothing re-applied. */
  replayed: z.boolean(),
  /** Why it was flagged. */
  message: z.string().nullable(),
});
export type OpResult = z.infer<typeof opResultSchema>;
export const warehouseOpsResponseSchema = z.object({ results: z.array(opResultSchema) });
export type WarehouseOpsResponse = z.infer<typeof warehouseOpsResponseSchema>;

/** An op the server kept without applying it, for the office to look at. */
export const flaggedOpSchema = z.object({
  opId: z.uuid(),
  type: z.string(),
  message: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  payload: z.record(z.string(), z.unknown()),
});
export type FlaggedOp = z.infer<typeof flaggedOpSchema>;
export const flaggedOpsResponseSchema = z.object({ ops: z.array(flaggedOpSchema) });
export type FlaggedOpsResponse = z.infer<typeof flaggedOpsResponseSchema>;
