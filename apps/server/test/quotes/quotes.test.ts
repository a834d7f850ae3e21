import type { Quote, QuoteListResponse } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, quotes } from '../../src/db/schema/index.ts';
import { lastMailTo, signedInUser } from '../support/accounts.ts';
import { makeCompany, setAccess, UNKNOWN_ID } from '../support/crm-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { createQuote, quotingTenant } from './quotes-fixtures.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const year = new Date().getUTCFullYear();

describe('quotes', () => {
  it('creates a numbered draft with priced lines and exact totals per VAT rate', async () => {
    const t = await quotingTenant(server);
    const quote = await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      contactId: t.contactId,
      dealId: t.dealId,
      title: 'Spring restock',
      lines: [
        { productId: t.pallet.id, quantity: '10', discountPercent: '12.5' }, // RSP 12.01, 10 × 12.01 × 0.875 = 105.0875
        { productId: t.boxes.id, quantity: '3' }, // 5 %: 3 × 0.4999 = 1.4997
        { description: 'Delivery to Leeds', quantity: '1', unitPrice: '45', vatCode: '20' },
      ],
    });
    expect(quote.number).toMatch(new RegExp(`^Q-${year}-00001$`));
    expect(quote).toMatchObject({
      status: 'draft',
      revision: 1,
      crmCompany: { id: t.crmCompanyId, name: 'Brightside Retail Ltd' },
      contact: { id: t.contactId, name: 'Bea Buyer', email: 'bea@brightside.test' },
      deal: { id: t.dealId, name: 'Spring restock' },
      owner: { id: t.userId },
    });
    expect(
      quote.lines.map((l) => [l.sku, l.description, l.unitPrice, l.discountPercent, l.vatCode, l.net]),
    ).toEqual([
      ['PAL-EUR', 'Euro pallet', '12.01', '12.5', '20', '105.09'],
      ['BOX-KRAFT', 'Kraft boxes', '0.4999', '0', '5', '1.50'],
      [null, 'Delivery to Leeds', '45.00', '0', '20', '45.00'],
    ]);
    // 20 %: (105.09 + 45.00) × 0.2 = 30.018 → 30.01; 5 %: 1.50 × 0.05 = 0.075 → 0.07 (both rounded down).
    expect(quote.totals).toEqual({
      net: '151.59',
      vat: '30.08',
      gross: '181.67',
      breakdown: [
        { vatCode: '20', rate: '20', net: '150.09', vat: '30.01' },
        { vatCode: '5', rate: '5', net: '1.50', vat: '0.07' },
      ],
    });
    const second = await createQuote(t.client, { crmCompanyId: t.crmCompanyId });
    expect(second.number).toBe(`Q-${year}-00002`);
    expect(second.validUntil > quote.createdAt.slice(0, 10)).toBe(true);

    const list = json<QuoteListResponse>(await t.client.get(`/api/quotes?dealId=${t.dealId}`));
    expect(list.quotes.map((q) => [q.number, q.gross, q.status])).toEqual([
      [quote.number, '181.67', 'draft'],
    ]);
    const searched = json<QuoteListResponse>(await t.client.get('/api/quotes?search=brightside'));
    expect(searched.total).toBe(2);
  });

  it('prices product lines from the RSP, rounded up when the company setting is on', async () => {
    const t = await quotingTenant(server);
    await t.client.patch('/api/settings/company', { roundRspToWholeNumbers: true });
    const quote = await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      lines: [
        { productId: t.pallet.id, quantity: '1' },
        { productId: t.boxes.id, quantity: '2' },
      ],
    });
    expect(quote.lines.map((l) => l.unitPrice)).toEqual(['13.00', '1.00']);
  });

  it('refuses bad lines and links with messages on the field', async () => {
    const t = await quotingTenant(server);
    const other = await quotingTenant(server);
    const refuse = async (body: object, status = 400) => {
      const response = await t.client.post('/api/quotes', { crmCompanyId: t.crmCompanyId, ...body });
      expect(response.statusCode, response.body).toBe(status);
      return json<ErrorBody>(response).error;
    };
    expect((await refuse({ lines: [{ description: 'Free text', quantity: '1' }] })).fields).toEqual({
      'lines.0.unitPrice': 'Unit price: an amount in pounds, up to 4 decimal places',
    });
    expect(
      (await refuse({ lines: [{ quantity: '1', unitPrice: '1' }] })).fields?.['lines.0.description'],
    ).toBe('Each line needs a description');
    expect(
      (await refuse({ lines: [{ description: 'x', quantity: '0', unitPrice: '1' }] })).fields,
    ).toHaveProperty('lines.0.quantity');
    expect(
      (
        await refuse({
          lines: [{ description: 'x', quantity: '1', unitPrice: '1', discountPercent: '100.01' }],
        })
      ).fields,
    ).toHaveProperty('lines.0.discountPercent');
    expect(
      (await refuse({ lines: [{ description: 'x', quantity: '1', unitPrice: 1.5 }] })).fields,
    ).toHaveProperty('lines.0.unitPrice');
    expect((await refuse({ lines: [{ productId: other.pallet.id, quantity: '1' }] })).fields).toEqual({
      'lines.0.productId': 'Product not found',
    });
    expect((await refuse({ crmCompanyId: other.crmCompanyId })).fields).toEqual({
      crmCompanyId: 'Customer not found',
    });
    expect((await refuse({ contactId: other.contactId })).fields).toEqual({ contactId: 'Contact not found' });
    expect((await refuse({ dealId: other.dealId })).fields).toEqual({ dealId: 'Deal not found' });
    const elsewhere = await makeCompany(server, t.companyId, { name: 'Elsewhere Ltd' });
    expect((await refuse({ crmCompanyId: elsewhere, contactId: t.contactId })).fields).toEqual({
      contactId: 'This contact belongs to another company',
    });
    expect((await refuse({ validUntil: '2020-01-01' })).fields).toEqual({
      validUntil: 'The quote must be valid until today or later',
    });
    expect((await refuse({ title: 'a\u0000b' })).fields).toHaveProperty('title');
    // Malformed input is a 400, never a 500 from the database.
    expect((await refuse({ validUntil: '2030-02-30' })).fields).toHaveProperty('validUntil');
    expect((await refuse({ lines: 'x' })).fields).toHaveProperty('lines');
    expect(
      (await refuse({ lines: [{ description: 'x', quantity: '1', unitPrice: '1', vatCode: '17' }] })).fields,
    ).toHaveProperty('lines.0.vatCode');
    expect(
      (
        await refuse({
          lines: [{ description: 'x', quantity: '999999999999.999', unitPrice: '999999999999.9999' }],
        })
      ).fields,
    ).toEqual({
      'lines.0.quantity': 'This line comes to more than £100 billion: check the quantity and price',
    });
    expect(
      (await refuse({ lines: [{ description: 'x', quantity: '1', unitPrice: '1234567890123' }] })).fields,
    ).toHaveProperty('lines.0.unitPrice');
  });

  it('renders a draft PDF with the number, the lines and the total, marked DRAFT', async () => {
    const t = await quotingTenant(server);
    const quote = await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      contactId: t.contactId,
      lines: [{ description: 'Łódź delivery — pallets', quantity: '2', unitPrice: '1234.5', vatCode: '20' }],
    });
    const response = await t.client.get(`/api/quotes/${quote.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${quote.number}.pdf"`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(quote.number);
    expect(text).toContain('DRAFT');
    expect(text).toContain('Łódź delivery — pallets');
    expect(text).toContain('Brightside Retail Ltd');
    expect(text).toContain('Bea Buyer');
    expect(text).toContain('£2,962.80'); // 2,469.00 + 493.80 VAT
    expect(text).toContain('rounded down to the whole penny');
  });

  it('sends: mails the PDF with an accept link, freezes the quote; a new revision changes it', async () => {
    const t = await quotingTenant(server);
    const quote = await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      contactId: t.contactId,
      lines: [{ productId: t.pallet.id, quantity: '4' }],
    });
    const empty = await createQuote(t.client, { crmCompanyId: t.crmCompanyId });
    expect(
      (await t.client.post(`/api/quotes/${empty.id}/send`, { to: 'bea@brightside.test' })).statusCode,
    ).toBe(400);
    expect((await t.client.post(`/api/quotes/${quote.id}/send`, { to: 'not-an-email' })).statusCode).toBe(
      400,
    );

    const sent = await t.client.post(`/api/quotes/${quote.id}/send`, {
      to: 'Bea@Brightside.test',
      message: 'As discussed.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const frozen = json<{ quote: Quote }>(sent).quote;
    expect(frozen).toMatchObject({ status: 'sent', sentTo: 'bea@brightside.test' });
    const mail = await lastMailTo(server, 'bea@brightside.test');
    expect(mail.subject).toBe(`Quote ${quote.number} from Test Tenant Ltd`);
    expect(mail.text).toContain('£57.64'); // 4 × 12.01 = 48.04 + 9.608 VAT rounded down to 9.60
    expect(mail.text).toContain('As discussed.');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/q\/[A-Za-z0-9_-]{43}$/);

    const [row] = await server.deps.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.sentPdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await t.client.get(`/api/quotes/${quote.id}/pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(quote.number);
    expect(text).toContain('£57.64');
    expect(text).not.toContain('DRAFT');

    // Frozen: no change, no delete; the same PDF is sent again to another address.
    const change = await t.client.patch(`/api/quotes/${quote.id}`, { title: 'Changed' });
    expect(change.statusCode).toBe(409);
    expect(json<ErrorBody>(change).error.message).toBe(
      'A sent quote cannot be changed: create a new revision',
    );
    expect((await t.client.patch(`/api/quotes/${quote.id}`, { lines: [] })).statusCode).toBe(409);
    expect((await t.client.delete(`/api/quotes/${quote.id}`)).statusCode).toBe(409);
    const again = await t.client.post(`/api/quotes/${quote.id}/send`, { to: 'boss@brightside.test' });
    expect(again.statusCode, again.body).toBe(200);
    const [outbox] = await server.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'boss@brightside.test'));
    expect(outbox?.subject).toBe(mail.subject);

    // A revision: a draft copy with the same lines, "-R2"; only once, and the newest only.
    const revised = await t.client.post(`/api/quotes/${quote.id}/revisions`);
    expect(revised.statusCode, revised.body).toBe(201);
    const r2 = json<{ quote: Quote }>(revised).quote;
    expect(r2).toMatchObject({
      number: `${quote.number}-R2`,
      revision: 2,
      status: 'draft',
      baseNumber: quote.number,
    });
    expect(r2.lines.map((l) => [l.description, l.net])).toEqual([['Euro pallet', '48.04']]);
    expect(r2.revisions.map((r) => [r.number, r.status])).toEqual([
      [quote.number, 'sent'],
      [`${quote.number}-R2`, 'draft'],
    ]);
    expect((await t.client.post(`/api/quotes/${quote.id}/revisions`)).statusCode).toBe(409);
    expect((await t.client.post(`/api/quotes/${r2.id}/revisions`)).statusCode).toBe(409);
    const edited = await t.client.patch(`/api/quotes/${r2.id}`, {
      lines: [{ productId: t.pallet.id, quantity: '5', unitPrice: '11.50' }],
    });
    expect(json<{ quote: Quote }>(edited).quote.totals.gross).toBe('69.00');
    // Sending R2 retires R1: listed no more, marked superseded.
    expect((await t.client.post(`/api/quotes/${r2.id}/send`, { to: 'bea@brightside.test' })).statusCode).toBe(
      200,
    );
    const r1 = json<{ quote: Quote }>(await t.client.get(`/api/quotes/${quote.id}`)).quote;
    expect(r1.superseded).toBe(true);
    expect(
      (await t.client.post(`/api/quotes/${quote.id}/send`, { to: 'bea@brightside.test' })).statusCode,
    ).toBe(409);
    const listed = json<QuoteListResponse>(await t.client.get(`/api/quotes?search=${quote.number}`));
    expect(listed.quotes.map((q) => q.number)).toEqual([`${quote.number}-R2`]);
    expect(
      json<QuoteListResponse>(await t.client.get('/api/quotes?status=sent')).quotes.map((q) => q.number),
    ).toEqual([`${quote.number}-R2`]);
  });

  it('deletes a draft; a deleted number is not reused', async () => {
    const t = await quotingTenant(server);
    const first = await createQuote(t.client, { crmCompanyId: t.crmCompanyId });
    expect((await t.client.delete(`/api/quotes/${first.id}`)).statusCode).toBe(204);
    expect((await t.client.get(`/api/quotes/${first.id}`)).statusCode).toBe(404);
    const next = await createQuote(t.client, { crmCompanyId: t.crmCompanyId });
    expect(next.number).toBe(`Q-${year}-00002`);
  });

  it('gives every concurrent creation its own number', async () => {
    const t = await quotingTenant(server);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.client.post('/api/quotes', { crmCompanyId: t.crmCompanyId })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => json<{ quote: Quote }>(r).quote.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `Q-${year}-${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('keeps tenants apart on every route and enforces the quotes section levels', async () => {
    const t = await quotingTenant(server);
    const quote = await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      lines: [{ productId: t.pallet.id, quantity: '1' }],
    });
    const stranger = await signedInUser(server);
    const id = quote.id;
    const probes = [
      () => stranger.client.get(`/api/quotes/${id}`),
      () => stranger.client.patch(`/api/quotes/${id}`, { title: 'Mine now' }),
      () => stranger.client.delete(`/api/quotes/${id}`),
      () => stranger.client.post(`/api/quotes/${id}/revisions`),
      () => stranger.client.post(`/api/quotes/${id}/send`, { to: 'x@example.test' }),
      () => stranger.client.get(`/api/quotes/${id}/pdf`),
    ];
    for (const probe of probes) expect((await probe()).statusCode).toBe(404);
    expect(json<QuoteListResponse>(await stranger.client.get('/api/quotes')).total).toBe(0);
    expect((await stranger.client.get(`/api/quotes?dealId=${t.dealId}`)).statusCode).toBe(200);
    expect((await stranger.client.get(`/api/quotes/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/quotes/1')).statusCode).toBe(400);
    expect((await t.client.get(`/api/quotes/${id}`)).statusCode).toBe(200);

    const viewer = await signedInUser(server, { companyId: t.companyId });
    await setAccess(server, viewer, 'quotes', 'view');
    expect((await viewer.client.get(`/api/quotes/${id}`)).statusCode).toBe(200);
    expect((await viewer.client.get(`/api/quotes/${id}/pdf`)).statusCode).toBe(200);
    for (const write of [
      () => viewer.client.post('/api/quotes', { crmCompanyId: t.crmCompanyId }),
      () => viewer.client.patch(`/api/quotes/${id}`, { title: 'x' }),
      () => viewer.client.delete(`/api/quotes/${id}`),
      () => viewer.client.post(`/api/quotes/${id}/send`, { to: 'x@example.test' }),
      () => viewer.client.post(`/api/quotes/${id}/revisions`),
    ])
      expect((await write()).statusCode).toBe(403);
    await setAccess(server, viewer, 'quotes', 'admin');
    expect((await viewer.client.patch(`/api/quotes/${id}`, { title: 'Edited' })).statusCode).toBe(200);
    expect((await viewer.client.post(`/api/quotes/${id}/send`, { to: 'x@example.test' })).statusCode).toBe(
      403,
    );
    await setAccess(server, viewer, 'quotes', 'no_access');
    expect((await viewer.client.get('/api/quotes')).statusCode).toBe(403);

    viewer.client.clearCookies();
    expect((await viewer.client.get('/api/quotes')).statusCode).toBe(401);
    expect((await viewer.client.get(`/api/quotes/${id}`)).statusCode).toBe(401);
    expect((await viewer.client.post('/api/quotes', {})).statusCode).toBe(401);
  });
});
