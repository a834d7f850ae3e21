import type { Company, CrmGeneralSettings } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuote, quotingTenant } from '../quotes/quotes-fixtures.ts';
import { signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

/* CRM Settings → General settings: per-tenant defaults used when a company or a quote is created. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const URL = '/api/crm-settings/general';
const settingsOf = (response: Awaited<ReturnType<TestClient['get']>>) =>
  json<{ settings: CrmGeneralSettings }>(response).settings;

describe('general settings', () => {
  it('start from the built-in defaults and keep what an admin saves, per tenant', async () => {
    const admin = await signedInUser(server, { role: 'admin', companyName: 'Defaults A' });
    const other = await signedInUser(server, { role: 'super_admin', companyName: 'Defaults B' });
    expect(settingsOf(await admin.client.get(URL))).toEqual({
      defaultCurrency: 'GBP',
      defaultVatCode: '20',
      defaultLeadStatus: 'warm',
    });
    const saved = await admin.client.request('PATCH', URL, {
      defaultCurrency: 'EUR',
      defaultLeadStatus: 'cold',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(settingsOf(saved)).toEqual({
      defaultCurrency: 'EUR',
      defaultVatCode: '20',
      defaultLeadStatus: 'cold',
    });
    const again = await admin.client.request('PATCH', URL, { defaultVatCode: '5' });
    expect(settingsOf(again)).toEqual({
      defaultCurrency: 'EUR',
      defaultVatCode: '5',
      defaultLeadStatus: 'cold',
    });
    // The other tenant is untouched.
    expect(settingsOf(await other.client.get(URL)).defaultCurrency).toBe('GBP');
  });

  it('refuses values outside the lists (400) and unknown fields', async () => {
    const admin = await signedInUser(server, { role: 'admin' });
    for (const body of [
      { defaultCurrency: 'XYZ' },
      { defaultVatCode: '17.5' },
      { defaultLeadStatus: 'lukewarm' },
      { roundRspToWholeNumbers: true },
    ]) {
      expect((await admin.client.request('PATCH', URL, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('guards: 401 without a session; everyone signed in reads, only CRM settings admins change', async () => {
    const anon = new TestClient(server.app);
    expect((await anon.get(URL)).statusCode).toBe(401);
    expect((await anon.request('PATCH', URL, { defaultCurrency: 'EUR' })).statusCode).toBe(401);
    const operative = await signedInUser(server, { role: 'operative' });
    expect((await operative.client.get(URL)).statusCode).toBe(200);
    expect((await operative.client.request('PATCH', URL, { defaultCurrency: 'EUR' })).statusCode).toBe(403);
    expect(settingsOf(await operative.client.get(URL)).defaultCurrency).toBe('GBP');
  });

  it('new companies (added or quick-created from a contact) start with the default lead status', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    await me.client.request('PATCH', URL, { defaultLeadStatus: 'hot' });
    const added = await me.client.post('/api/companies', { name: 'Hotshot Ltd' });
    expect(added.statusCode, added.body).toBe(201);
    expect(json<{ company: Company }>(added).company.leadStatus).toBe('hot');
    const chosen = await me.client.post('/api/companies', { name: 'Chosen Ltd', leadStatus: 'customer' });
    expect(json<{ company: Company }>(chosen).company.leadStatus).toBe('customer');
    const quick = await me.client.post('/api/contacts/customers', {
      name: 'Quick Ltd',
      website: 'quick.test',
    });
    expect(quick.statusCode, quick.body).toBe(201);
    const { customer } = json<{ customer: { id: string } }>(quick);
    const detail = json<{ company: Company }>(await me.client.get(`/api/companies/${customer.id}`));
    expect(detail.company.leadStatus).toBe('hot');
  });

  it('new quotes take the default currency, and lines with no VAT code the default one', async () => {
    const t = await quotingTenant(server);
    await t.client.request('PATCH', URL, { defaultCurrency: 'EUR', defaultVatCode: '0' });
    const quote = await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      lines: [
        { description: 'Free-text line', quantity: '1', unitPrice: '10' },
        { productId: t.boxes.id, quantity: '1' }, // the product's own code (5 %) wins
        { description: 'Chosen code', quantity: '1', unitPrice: '10', vatCode: '20' },
      ],
    });
    expect(quote.currency).toBe('EUR');
    expect(quote.lines.map((l) => l.vatCode)).toEqual(['0', '5', '20']);
  });
});
