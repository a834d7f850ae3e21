import type { AddressInfo } from 'node:net';
import type { Notification, PublicQuote, Quote } from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmDeals, quoteAcceptLinks, quotes } from '../../src/db/schema/index.ts';
import { lastMailTo, pathOf, signedInUser } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { pdfText } from '../support/pdf-text.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { createQuote, quotingTenant } from './quotes-fixtures.ts';

type ErrorBody = { error: { code: string; message: string } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A sent quote of a fresh tenant and the API path of its accept link. */
async function sentQuote(to = 'bea@brightside.test') {
  const t = await quotingTenant(server);
  const quote = await createQuote(t.client, {
    crmCompanyId: t.crmCompanyId,
    contactId: t.contactId,
    dealId: t.dealId,
    lines: [{ productId: t.pallet.id, quantity: '2' }],
  });
  const sent = await t.client.post(`/api/quotes/${quote.id}/send`, { to });
  expect(sent.statusCode, sent.body).toBe(200);
  const { link } = await lastMailTo(server, to);
  const token = pathOf(link).replace('/q/', '');
  return { t, quote, token, api: `/api/public/quotes/${token}` };
}

const customer = () => new TestClient(server.app);

describe('the public accept page', () => {
  it('shows the quote as sent without a session; accepting records name, time and address once', async () => {
    const { t, quote, api } = await sentQuote();
    const anonymous = customer();
    const view = await anonymous.get(api);
    expect(view.statusCode, view.body).toBe(200);
    const shown = json<{ quote: PublicQuote }>(view).quote;
    expect(shown).toMatchObject({
      state: 'open',
      number: quote.number,
      seller: { name: 'Test Tenant Ltd' },
      customer: { name: 'Brightside Retail Ltd', contactName: 'Bea Buyer' },
      totals: { net: '24.02', vat: '4.80', gross: '28.82' },
    });
    expect(shown.lines.map((l) => l.description)).toEqual(['Euro pallet']);
    expect(pdfText((await anonymous.get(`${api}/pdf`)).rawPayload)).toContain('£28.82');

    expect((await anonymous.post(`${api}/accept`, { name: '  ' })).statusCode).toBe(400);
    const before = Date.now();
    const accepted = await anonymous.post(`${api}/accept`, {
      name: 'Bea Buyer',
      email: 'bea@brightside.test',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json<{ quote: PublicQuote }>(accepted).quote).toMatchObject({
      state: 'accepted',
      acceptance: { name: 'Bea Buyer', email: 'bea@brightside.test' },
    });

    const inside = json<{ quote: Quote }>(await t.client.get(`/api/quotes/${quote.id}`)).quote;
    expect(inside.status).toBe('accepted');
    expect(inside.acceptance).toMatchObject({ name: 'Bea Buyer', ipAddress: '127.0.0.1' });
    expect(Date.parse(inside.acceptance?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    // The owner is told (the row's trigger pushes it to their open tabs).
    const { notifications } = json<{ notifications: Notification[] }>(
      await t.client.get('/api/notifications'),
    );
    expect(notifications[0]).toMatchObject({
      type: 'quote_accepted',
      title: `Quote ${quote.number} accepted`,
      relatedId: quote.id,
    });

    // Single use: a second answer is refused, the page shows the decision.
    const again = await anonymous.post(`${api}/accept`, { name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).error.message).toBe('This quote has already been answered.');
    expect(
      (await anonymous.post(`${api}/decline`, { name: 'Bea', reason: 'Changed my mind' })).statusCode,
    ).toBe(409);
    expect(json<{ quote: PublicQuote }>(await anonymous.get(api)).quote.state).toBe('accepted');
    // An accepted quote is not revised.
    expect((await t.client.post(`/api/quotes/${quote.id}/revisions`)).statusCode).toBe(409);
  });

  it("tells the deal's owner too, and the deal can then be marked won", async () => {
    const { t, quote, api } = await sentQuote();
    const dealOwner = await signedInUser(server, { role: 'admin', companyId: t.companyId });
    await server.deps.database.db
      .update(crmDeals)
      .set({ ownerUserId: dealOwner.userId })
      .where(eq(crmDeals.id, t.dealId));
    expect((await customer().post(`${api}/accept`, { name: 'Bea Buyer' })).statusCode).toBe(200);
    for (const client of [dealOwner.client, t.client]) {
      const { notifications } = json<{ notifications: Notification[] }>(
        await client.get('/api/notifications'),
      );
      expect(notifications.filter((n) => n.type === 'quote_accepted').map((n) => n.relatedId)).toEqual([
        quote.id,
      ]);
    }
    const won = await dealOwner.client.post(`/api/deals/${t.dealId}/won`);
    expect(won.statusCode, won.body).toBe(200);
    expect(json<{ deal: { status: string } }>(won).deal.status).toBe('won');
  });

  it('declines with a reason and tells the owner', async () => {
    const { t, quote, api } = await sentQuote();
    const anonymous = customer();
    expect((await anonymous.post(`${api}/decline`, { name: 'Bea Buyer', reason: '' })).statusCode).toBe(400);
    const declined = await anonymous.post(`${api}/decline`, {
      name: 'Bea Buyer',
      reason: 'Found a cheaper supplier',
    });
    expect(json<{ quote: PublicQuote }>(declined).quote).toMatchObject({
      state: 'declined',
      decline: { name: 'Bea Buyer', reason: 'Found a cheaper supplier' },
    });
    const inside = json<{ quote: Quote }>(await t.client.get(`/api/quotes/${quote.id}`)).quote;
    expect(inside.status).toBe('declined');
    const { notifications } = json<{ notifications: Notification[] }>(
      await t.client.get('/api/notifications'),
    );
    expect(notifications[0]).toMatchObject({
      type: 'quote_declined',
      message: 'Brightside Retail Ltd: Found a cheaper supplier',
    });
    // A declined quote can be revised and sent again.
    expect((await t.client.post(`/api/quotes/${quote.id}/revisions`)).statusCode).toBe(201);
  });

  it('refuses an expired link, and a link whose quote was replaced by a newer revision', async () => {
    const expired = await sentQuote();
    const { db } = server.deps.database;
    await db
      .update(quoteAcceptLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(quoteAcceptLinks.quoteId, expired.quote.id));
    const anonymous = customer();
    expect(json<{ quote: PublicQuote }>(await anonymous.get(expired.api)).quote.state).toBe('expired');
    const late = await anonymous.post(`${expired.api}/accept`, { name: 'Bea Buyer' });
    expect(late.statusCode).toBe(409);
    expect(json<ErrorBody>(late).error.message).toBe('This quote has expired. Please ask for a new one.');

    // Past its valid-until day, a sent quote reads as expired inside too.
    await db.update(quotes).set({ validUntil: '2020-01-31' }).where(eq(quotes.id, expired.quote.id));
    const inside = json<{ quote: Quote }>(
      await expired.t.client.get(`/api/quotes/${expired.quote.id}`),
    ).quote;
    expect(inside.status).toBe('expired');

    const replaced = await sentQuote();
    const r2 = json<{ quote: Quote }>(
      await replaced.t.client.post(`/api/quotes/${replaced.quote.id}/revisions`),
    ).quote;
    // The older revision still works while the new one is a draft…
    expect(json<{ quote: PublicQuote }>(await anonymous.get(replaced.api)).quote.state).toBe('open');
    await replaced.t.client.post(`/api/quotes/${r2.id}/send`, { to: 'bea@brightside.test' });
    // …and no more once it is sent.
    expect(json<{ quote: PublicQuote }>(await anonymous.get(replaced.api)).quote.state).toBe('withdrawn');
    const stale = await anonymous.post(`${replaced.api}/accept`, { name: 'Bea Buyer' });
    expect(stale.statusCode).toBe(409);
    expect(json<ErrorBody>(stale).error.message).toMatch(/replaced or withdrawn/);
  });

  it('answers 404 to an unknown token and 400 to a malformed one; stores only the hash', async () => {
    const { token, quote } = await sentQuote();
    const anonymous = customer();
    expect((await anonymous.get(`/api/public/quotes/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect(
      (await anonymous.post(`/api/public/quotes/${'A'.repeat(43)}/accept`, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await anonymous.get('/api/public/quotes/short')).statusCode).toBe(400);
    expect((await anonymous.get(`/api/public/quotes/${'%00'.repeat(30)}`)).statusCode).toBe(400);
    const links = await server.deps.database.db
      .select()
      .from(quoteAcceptLinks)
      .where(eq(quoteAcceptLinks.quoteId, quote.id));
    expect(links).toHaveLength(1);
    expect(links[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('limits the public routes per address', async () => {
    const anonymous = customer();
    let status = 0;
    for (let i = 0; i < 70 && status !== 429; i++)
      status = (await anonymous.get(`/api/public/quotes/${'B'.repeat(43)}`)).statusCode;
    expect(status).toBe(429);
  });
});

describe('sending over SMTP', () => {
  type Received = { to: string[]; subject: string; attachments: { filename?: string; content: Buffer }[] };
  const received: Received[] = [];
  let smtp: SMTPServer;
  let viaSmtp: TestServer;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content })),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    viaSmtp = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { jobs: true });
  });
  afterAll(async () => {
    await viaSmtp.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('the delivery job mails the stored PDF as an attachment', async () => {
    const t = await quotingTenant(viaSmtp);
    const quote = await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      lines: [{ productId: t.pallet.id, quantity: '3' }],
    });
    const response = await t.client.post(`/api/quotes/${quote.id}/send`, { to: 'bea@brightside.test' });
    expect(response.statusCode, response.body).toBe(200);
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const mail = received.at(-1);
    expect(mail?.to).toEqual(['bea@brightside.test']);
    expect(mail?.subject).toBe(`Quote ${quote.number} from Test Tenant Ltd`);
    expect(mail?.attachments.map((a) => a.filename)).toEqual([`${quote.number}.pdf`]);
    const text = pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain(quote.number);
    expect(text).toContain('£43.23'); // 3 × 12.01 = 36.03 + 7.206 VAT rounded down to 7.20
  });

  it('takes the send back when the mail cannot even be queued: the quote stays a draft', async () => {
    const t = await quotingTenant(viaSmtp);
    const quote = await createQuote(t.client, {
      crmCompanyId: t.crmCompanyId,
      lines: [{ productId: t.pallet.id, quantity: '1' }],
    });
    const { mailer } = viaSmtp.deps;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('the queue is unavailable'));
    try {
      const response = await t.client.post(`/api/quotes/${quote.id}/send`, { to: 'bea@brightside.test' });
      expect(response.statusCode).toBe(503);
      expect(json<ErrorBody>(response).error.message).toBe('Failed to send quote');
    } finally {
      mailer.send = send;
    }
    const after = json<{ quote: Quote }>(await t.client.get(`/api/quotes/${quote.id}`)).quote;
    expect(after).toMatchObject({ status: 'draft', sentAt: null, sentTo: null });
    const links = await viaSmtp.deps.database.db
      .select()
      .from(quoteAcceptLinks)
      .where(eq(quoteAcceptLinks.quoteId, quote.id));
    expect(links.every((link) => link.revokedAt !== null)).toBe(true);
    expect((await t.client.patch(`/api/quotes/${quote.id}`, { title: 'Try again' })).statusCode).toBe(200);
  });
});
