import type { Product, Quote } from '@northdesk/shared';
import { expect } from 'vitest';
import { crmContacts } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { makeCompany, makeDeal } from '../support/crm-fixtures.ts';
import { json, type TestServer } from '../support/test-server.ts';

/** A tenant ready to quote: a signed-in user, a customer with a contact, a deal and two products. */
export async function quotingTenant(server: TestServer, role: 'operative' | 'super_admin' = 'super_admin') {
  const me = await signedInUser(server, { role });
  const crmCompanyId = await makeCompany(server, me.companyId, {
    name: 'Brightside Retail Ltd',
    city: 'Leeds',
  });
  const [contact] = await server.deps.database.db
    .insert(crmContacts)
    .values({
      companyId: me.companyId,
      crmCompanyId,
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'bea@brightside.test',
    })
    .returning({ id: crmContacts.id });
  const contactId = contact?.id ?? '';
  const dealId = await makeDeal(server, me.companyId, {
    crmCompanyId,
    contactId,
    name: 'Spring restock',
    amount: '1000',
  });
  const product = async (body: object) => {
    const response = await me.client.post('/api/products', body);
    expect(response.statusCode, response.body).toBe(201);
    return json<{ product: Product }>(response).product;
  };
  const pallet = await product({ sku: 'PAL-EUR', name: 'Euro pallet', listPrice: '12.01', unit: 'each' });
  const boxes = await product({ sku: 'BOX-KRAFT', name: 'Kraft boxes', listPrice: '0.4999', vatCode: '5' });
  return { ...me, crmCompanyId, contactId, dealId, pallet, boxes };
}

export async function createQuote(client: TestClient, body: object): Promise<Quote> {
  const response = await client.post('/api/quotes', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ quote: Quote }>(response).quote;
}
