import crypto from 'node:crypto';
import { expect } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import type { TestClient } from '../../support/client.ts';
import { ONE_PIXEL_PNG } from '../../support/images.ts';
import { multipart, uploadTaskFile } from '../../support/task-files.ts';
import type { TestServer } from '../../support/test-server.ts';
import type { Operation } from './openapi.ts';

/** What a tenant holds for the suite: one record of each kind, named with the tenant's marker. */
export type TenantFixtures = {
  /** A word in every name of this tenant's records: found in a body, it is this tenant's data. */
  marker: string;
  owner: Awaited<ReturnType<typeof signedInUser>>;
  colleagueId: string;
  ids: Record<string, string>;
};

async function created<T>(
  response: { statusCode: number; body: string; json(): unknown },
  pick: (body: T) => string,
) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return pick(response.json() as T);
}

async function upload(server: TestServer, client: TestClient, url: string, name: string, content: Buffer) {
  const { payload, headers } = multipart(name, content, 'image/png');
  return server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, cookie: client.cookieHeader() },
  });
}

const lastSegment = (url: string) => url.split('/').pop() ?? '';

/**
 * The warehouse's records (issue 22): a warehouse with its default locations and a bin, an
 * expected delivery of the tenant's product from its company, a receipt and an unknown item made
 * the phone's way (ops with ids made on the phone) and a photo of the receipt.
 */
async function addWarehouseRecords(
  server: TestServer,
  c: TestClient,
  marker: string,
  ids: Record<string, string>,
) {
  type Located = { id: string; locations: { id: string; kind: string }[] };
  const made = await c.post('/api/warehouse/warehouses', {
    code: marker.slice(-8).toUpperCase(),
    name: `${marker} store`,
  });
  expect(made.statusCode, made.body).toBeLessThan(300);
  const { warehouse } = made.json() as { warehouse: Located };
  ids.warehouse = warehouse.id;
  ids.dock = warehouse.locations.find((l) => l.kind === 'dock')?.id ?? '';
  ids.location = await created<{ location: { id: string } }>(
    await c.post('/api/warehouse/locations', {
      warehouseId: warehouse.id,
      code: 'BIN-1',
      name: `${marker} bin`,
      barcode: `LOC-${marker}`,
    }),
    (b) => b.location.id,
  );
  ids.purchaseOrder = await created<{ purchaseOrder: { id: string } }>(
    await c.post('/api/warehouse/purchase-orders', {
      reference: `PO-${marker}`,
      supplierId: ids.company,
      warehouseId: warehouse.id,
      expectedDate: '2031-03-03',
      notes: `${marker} delivery`,
      lines: [{ productId: ids.product, quantity: '5' }],
    }),
    (b) => b.purchaseOrder.id,
  );
  ids.receipt = crypto.randomUUID();
  ids.unknownItem = crypto.randomUUID();
  const op = () => crypto.randomUUID();
  const sent = await c.post('/api/warehouse/ops', {
    ops: [
      {
        opId: op(),
        type: 'receipt.start',
        receiptId: ids.receipt,
        purchaseOrderId: ids.purchaseOrder,
        locationId: ids.dock,
        deliveryNote: `${marker} note`,
      },
      { opId: op(), type: 'receipt.scan', receiptId: ids.receipt, productId: ids.product, received: '2' },
      {
        opId: op(),
        type: 'unknown.create',
        unknownItemId: ids.unknownItem,
        rawCode: `UNK-${marker}`,
        description: `${marker} mystery box`,
        quantity: '1',
        locationId: ids.location,
      },
    ],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const photoId = crypto.randomUUID();
  ids.warehousePhoto = await created<{ photo: { id: string } }>(
    await upload(
      server,
      c,
      `/api/warehouse/photos?id=${photoId}&kind=pod&receiptId=${ids.receipt}`,
      'pod.png',
      ONE_PIXEL_PNG,
    ),
    (b) => b.photo.id,
  );
}

/** A tenant with its super admin (signed in), a colleague and one record of every kind. */
export async function makeTenant(server: TestServer, name: string): Promise<TenantFixtures> {
  const marker = `${name}${crypto.randomBytes(4).toString('hex')}`;
  const owner = await signedInUser(server, { role: 'super_admin', companyName: `${marker} Ltd` });
  const colleague = await signedInUser(server, { role: 'operative', companyId: owner.companyId });
  const c = owner.client;
  const ids: Record<string, string> = { user: colleague.userId, self: owner.userId };
  type Id = { id: string };
  ids.company = await created<{ company: Id }>(
    await c.post('/api/companies', { name: `${marker} Customer` }),
    (b) => b.company.id,
  );
  ids.contact = await created<{ contact: Id }>(
    await c.post('/api/contacts', { firstName: marker, lastName: 'Contact', crmCompanyId: ids.company }),
    (b) => b.contact.id,
  );
  ids.task = await created<{ task: Id }>(
    await c.post('/api/tasks', { subject: `${marker} task` }),
    (b) => b.task.id,
  );
  ids.checklistItem = await created<{ item: Id }>(
    await c.post(`/api/tasks/${ids.task}/checklist`, { content: `${marker} item` }),
    (b) => b.item.id,
  );
  ids.taskAttachment = await created<{ attachment: Id }>(
    await uploadTaskFile(server, c, ids.task, `${marker}.txt`, Buffer.from(`${marker} file`)),
    (b) => b.attachment.id,
  );
  ids.product = await created<{ product: Id }>(
    await c.post('/api/products', { sku: `${marker}-SKU`, name: `${marker} product`, listPrice: '10' }),
    (b) => b.product.id,
  );
  ids.quote = await created<{ quote: Id }>(
    await c.post('/api/quotes', { crmCompanyId: ids.company }),
    (b) => b.quote.id,
  );
  ids.notification = await created<{ notification: Id }>(
    await c.post('/api/notifications', { title: `${marker} note`, message: marker }),
    (b) => b.notification.id,
  );
  ids.invitation = await created<{ invitation: Id }>(
    await c.post('/api/settings/invitations', { email: `${marker.toLowerCase()}@example.test` }),
    (b) => b.invitation.id,
  );
  ids.channel = await created<{ channel: Id }>(
    await c.post('/api/chat/channels', {
      name: `${marker}-room`.toLowerCase(),
      memberIds: [colleague.userId],
    }),
    (b) => b.channel.id,
  );
  ids.message = await created<{ message: Id }>(
    await c.post(`/api/chat/channels/${ids.channel}/messages`, { text: `${marker} message` }),
    (b) => b.message.id,
  );
  ids.holidayRequest = await created<{ request: Id }>(
    await c.post('/api/holidays/requests', {
      type: 'annual',
      startDate: '2031-03-03',
      endDate: '2031-03-04',
      note: `${marker} leave`,
    }),
    (b) => b.request.id,
  );
  ids.publicHoliday = await created<{ publicHoliday: Id }>(
    await c.post('/api/holidays/public-holidays', { date: '2031-12-25', name: `${marker} Day` }),
    (b) => b.publicHoliday.id,
  );
  await addWarehouseRecords(server, c, marker, ids);
  // Areas still moving (deals): their records are taken when the routes answer, else probed by random ids.
  const optional = async (
    response: { statusCode: number; json(): unknown },
    pick: (body: never) => unknown,
  ) => {
    if (response.statusCode >= 300) return undefined;
    const value = pick(response.json() as never);
    return typeof value === 'string' ? value : undefined;
  };
  const pipeline = await optional(
    await c.get('/api/pipelines'),
    (b: { pipelines?: Id[] }) => b.pipelines?.[0]?.id,
  );
  if (pipeline) ids.pipeline = pipeline;
  const deal = await optional(
    await c.post('/api/deals', { name: `${marker} deal`, crmCompanyId: ids.company }),
    (b: { deal?: Id }) => b.deal?.id,
  );
  if (deal) ids.deal = deal;
  ids.logoFile = lastSegment(
    await created<{ logoUrl: string }>(
      await upload(server, c, '/api/company-details/logo', 'logo.png', ONE_PIXEL_PNG),
      (b) => b.logoUrl,
    ),
  );
  ids.avatarFile = lastSegment(
    await created<{ avatarUrl: string }>(
      await upload(server, c, '/api/profile/avatar', 'me.png', ONE_PIXEL_PNG),
      (b) => b.avatarUrl,
    ),
  );
  return { marker, owner, colleagueId: colleague.userId, ids };
}

/**
 * Which of a tenant's records a path parameter names, by the route's resource: /api/tasks/{id}
 * is the task, {itemId} its checklist item, /api/chat/messages/{messageId} the message… A route
 * the table does not know gets a random UUID (still probed: it must answer without a 5xx, and
 * without the other tenant's data).
 */
export function idForParam(fx: TenantFixtures, op: Pick<Operation, 'path'>, name: string): string {
  const [, , resource = '', second = ''] = op.path.split('/');
  const { ids } = fx;
  const byName: Record<string, string | undefined> = {
    itemId: ids.checklistItem,
    attachmentId: resource === 'chat' ? undefined : ids.taskAttachment,
    userId: op.path.startsWith('/api/profile/avatars') ? ids.self : ids.user,
    channelId: ids.channel,
    messageId: ids.message,
    fileName: op.path.startsWith('/api/profile/avatars') ? ids.avatarFile : ids.logoFile,
  };
  if (name in byName) return byName[name] ?? crypto.randomUUID();
  if (name !== 'id') return crypto.randomUUID();
  const byResource: Record<string, string | undefined> = {
    companies: ids.company,
    contacts: ids.contact,
    tasks: ids.task,
    products: ids.product,
    quotes: ids.quote,
    notifications: ids.notification,
    deals: ids.deal,
    pipelines: ids.pipeline,
    settings: second === 'invitations' ? ids.invitation : undefined,
    holidays: second === 'public-holidays' ? ids.publicHoliday : ids.holidayRequest,
    warehouse: {
      'purchase-orders': ids.purchaseOrder,
      receipts: ids.receipt,
      'unknown-items': ids.unknownItem,
      locations: ids.location,
      photos: ids.warehousePhoto,
      stock: ids.product,
    }[second],
  };
  return byResource[resource] ?? crypto.randomUUID();
}

/** Body fields that name records (crmCompanyId, contactId…): this tenant's, so requests go deep. */
export function idForField(fx: TenantFixtures, field: string): string {
  const { ids } = fx;
  const byField: Record<string, string | undefined> = {
    crmCompanyId: ids.company,
    companyId: ids.company,
    contactId: ids.contact,
    taskId: ids.task,
    parentTaskId: ids.task,
    productId: ids.product,
    quoteId: ids.quote,
    userId: ids.user,
    assigneeId: ids.user,
    assignedTo: ids.user,
    ownerUserId: ids.user,
    ownerId: ids.user,
    channelId: ids.channel,
    dealId: ids.deal,
    pipelineId: ids.pipeline,
    supplierId: ids.company,
    warehouseId: ids.warehouse,
    locationId: ids.location,
    fromLocationId: ids.location,
    toLocationId: ids.dock,
    purchaseOrderId: ids.purchaseOrder,
    receiptId: ids.receipt,
    unknownItemId: ids.unknownItem,
  };
  return byField[field] ?? crypto.randomUUID();
}
