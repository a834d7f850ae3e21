import crypto from 'node:crypto';
import {
  type PurchaseOrderListResponse,
  WAREHOUSE_COPY,
  type WarehouseListResponse,
} from '@northdesk/shared';
import type { Page } from 'playwright-core';
import { api, outboxLink } from './a11y-sweep.ts';

type Named = { id: string; name: string };

/** Real records of the demo tenant for the detail pages, each with the heading its page shows. */
export interface SweepRecords {
  company: Named;
  contact: Named;
  /** A task of the signed-in super admin's own, given a two-item checklist for the sweep. */
  task: Named & { checklist: string[] };
  deal: Named;
  /** A draft (its page offers Send Quote). */
  quote: Named;
  receipt: Named;
  /** The customer's link to the quote the sweep sent: /q/… */
  publicQuotePath: string;
}

const stamp = Date.now();

/**
 * Reads the demo tenant's first company, contact, deal and draft quote, and adds what the seed
 * lacks without touching what other suites read: a checklist on one of the super admin's tasks
 * (removed again by `removeChecklist`), a delivery expected next year with its receipt started,
 * and a quote of its own sent to an @e2e.test address (for the customer's page).
 */
export async function prepareRecords(page: Page): Promise<SweepRecords> {
  const { companies } = await api<{ companies: Named[] }>(page, 'GET', '/api/companies?pageSize=1');
  const { contacts } = await api<{ contacts: { id: string; firstName: string | null; lastName: string }[] }>(
    page,
    'GET',
    '/api/contacts?pageSize=1',
  );
  const { deals } = await api<{ deals: Named[] }>(page, 'GET', '/api/deals?pageSize=1');
  const { quotes } = await api<{ quotes: { id: string; number: string; status: string }[] }>(
    page,
    'GET',
    '/api/quotes',
  );
  const me = await api<{ user: { id: string } }>(page, 'GET', '/api/account/me');
  const { tasks } = await api<{
    tasks: { id: string; subject: string; assignedTo: { id: string } | null }[];
  }>(page, 'GET', '/api/tasks?pageSize=100');
  const [company] = companies;
  const [contact] = contacts;
  const [deal] = deals;
  const draft = quotes.find((q) => q.status === 'draft');
  const task = tasks.find((t) => t.assignedTo?.id === me.user.id);
  if (!company || !contact || !deal || !draft || !task) throw new Error('the demo seed lacks a record');

  const checklist = [`Confirm the pallet count ${stamp}`, `Book the tail-lift van ${stamp}`];
  for (const content of checklist) await api(page, 'POST', `/api/tasks/${task.id}/checklist`, { content });

  return {
    company,
    contact: { id: contact.id, name: [contact.firstName, contact.lastName].filter(Boolean).join(' ') },
    task: { id: task.id, name: task.subject, checklist },
    deal,
    quote: { id: draft.id, name: draft.number },
    receipt: await startReceipt(page),
    publicQuotePath: await sendOwnQuote(page, company.id),
  };
}

/** A delivery of the demo's first supplier and product expected next year, its receipt started at the dock. */
async function startReceipt(page: Page): Promise<Named> {
  const orders = await api<PurchaseOrderListResponse>(page, 'GET', '/api/warehouse/purchase-orders');
  const template = orders.purchaseOrders.find((o) => o.supplier && o.lines.length > 0);
  const { warehouses } = await api<WarehouseListResponse>(page, 'GET', '/api/warehouse/warehouses');
  const dock = warehouses.flatMap((w) => w.locations).find((l) => l.kind === 'dock');
  if (!template?.supplier || !template.lines[0] || !dock)
    throw new Error('the demo seed lacks a delivery or dock');
  const reference = `A11Y-${stamp}`;
  const nextYear = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  const { purchaseOrder } = await api<{ purchaseOrder: { id: string } }>(
    page,
    'POST',
    '/api/warehouse/purchase-orders',
    {
      reference,
      supplierId: template.supplier.id,
      warehouseId: template.warehouseId,
      expectedDate: nextYear,
      lines: [{ productId: template.lines[0].product.id, quantity: '2' }],
    },
  );
  const receiptId = crypto.randomUUID();
  await api(page, 'POST', '/api/warehouse/ops', {
    ops: [
      {
        opId: crypto.randomUUID(),
        type: 'receipt.start',
        receiptId,
        purchaseOrderId: purchaseOrder.id,
        locationId: dock.id,
      },
    ],
  });
  return { id: receiptId, name: WAREHOUSE_COPY.receiptTitle(reference) };
}

/** A one-line quote for the company, sent to an @e2e.test buyer; the path of the link in that mail. */
async function sendOwnQuote(page: Page, crmCompanyId: string): Promise<string> {
  const { products } = await api<{ products: { id: string }[] }>(page, 'GET', '/api/products');
  const [product] = products;
  if (!product) throw new Error('the demo seed has no product');
  const { quote } = await api<{ quote: { id: string } }>(page, 'POST', '/api/quotes', {
    crmCompanyId,
    title: `Accessibility sweep ${stamp}`,
    lines: [{ productId: product.id, quantity: '1' }],
  });
  const buyer = `a11y-buyer-${stamp}@e2e.test`;
  await api(page, 'POST', `/api/quotes/${quote.id}/send`, { to: buyer });
  return new URL(await outboxLink(buyer, '/q/')).pathname;
}

/** Takes the sweep's checklist items off the demo task again. */
export async function removeChecklist(page: Page, records: SweepRecords): Promise<void> {
  const { checklist } = await api<{ checklist: { id: string; content: string }[] }>(
    page,
    'GET',
    `/api/tasks/${records.task.id}`,
  );
  for (const item of checklist.filter((i) => records.task.checklist.includes(i.content))) {
    await page.request.delete(`/api/tasks/${records.task.id}/checklist/${item.id}`);
  }
}
