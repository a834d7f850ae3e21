import crypto from 'node:crypto';
import {
  ADMIN_COPY,
  type CompanyDetailsResponse,
  type ErrorResponse,
  IMAGE_UPLOAD_MAX_BYTES,
} from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../../src/db/schema/index.ts';
import { signedInUser } from '../../support/accounts.ts';
import type { TestClient } from '../../support/client.ts';
import { ONE_PIXEL_PNG } from '../../support/images.ts';
import { json, startTestServer, type TestServer } from '../../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG = ONE_PIXEL_PNG;

function upload(client: TestClient, url: string, file: { name: string; type: string; content: Buffer }) {
  const boundary = `----northdesk${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: client.cookieHeader() },
  });
}

const address = (overrides: Record<string, unknown> = {}) => ({
  addressLine1: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  ...overrides,
});

describe('company details', () => {
  it('starts from the tenant names, saves names, logo and addresses, and the header name follows', async () => {
    const admin = await signedInUser(server, { role: 'super_admin', companyName: 'Acme Widgets' });
    const initial = json<CompanyDetailsResponse>(
      await admin.client.get('/api/company-details'),
    ).companyDetails;
    expect(initial).toMatchObject({
      legalName: 'Acme Widgets',
      tradingName: null,
      logoUrl: null,
      addresses: [],
    });

    const uploaded = await upload(admin.client, '/api/company-details/logo', {
      name: 'logo.png',
      type: 'image/png',
      content: PNG,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { logoUrl } = json<{ logoUrl: string }>(uploaded);
    expect(logoUrl).toMatch(/^\/api\/company-details\/logo\/logo-\d+-[0-9a-f-]{36}\.png$/);
    const image = await admin.client.get(logoUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const saved = await admin.client.request('PUT', '/api/company-details', {
      legalName: '  Acme Widgets Limited ',
      tradingName: 'Acme',
      logoUrl,
      addresses: [address(), address({ type: 'Warehouse', addressLine1: '9 Dock Road', country: '' })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const details = json<CompanyDetailsResponse>(saved).companyDetails;
    expect(details).toMatchObject({ legalName: 'Acme Widgets Limited', tradingName: 'Acme', logoUrl });
    expect(details.addresses).toHaveLength(2);
    expect(details.addresses[0]).toMatchObject({
      type: 'Head Office',
      country: 'United Kingdom',
      addressLine2: null,
    });
    expect(details.addresses[1]).toMatchObject({ type: 'Warehouse', country: 'United Kingdom' });
    expect(details.addresses[0]?.id).not.toBe(details.addresses[1]?.id);

    // Shown after a reload, and the tenant's display name follows the trading name.
    expect(
      json<CompanyDetailsResponse>(await admin.client.get('/api/company-details')).companyDetails,
    ).toEqual(details);
    const me = json<{ user: { companyName: string } }>(await admin.client.get('/api/account/me'));
    expect(me.user.companyName).toBe('Acme');

    // Addresses keep their ids; removing the trading name falls back to the legal name.
    const kept = details.addresses[0]!;
    const again = json<CompanyDetailsResponse>(
      await admin.client.request('PUT', '/api/company-details', {
        legalName: 'Acme Widgets Limited',
        tradingName: '',
        logoUrl,
        addresses: [kept],
      }),
    ).companyDetails;
    expect(again.addresses).toEqual([kept]);
    expect(again.tradingName).toBeNull();
    expect(
      json<{ user: { companyName: string } }>(await admin.client.get('/api/account/me')).user.companyName,
    ).toBe('Acme Widgets Limited');

    const [event] = await server.deps.database.db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.companyId, admin.companyId),
          eq(securityEvents.action, 'company_details_updated'),
        ),
      );
    expect(event?.userId).toBe(admin.userId);
  });

  it('requires the legal name and accepts only logos this tenant uploaded', async () => {
    const admin = await signedInUser(server, { role: 'developer' });
    const missing = await admin.client.request('PUT', '/api/company-details', {
      legalName: ' ',
      addresses: [],
    });
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorResponse>(missing).error.message).toBe(ADMIN_COPY.legalNameRequired);

    for (const logoUrl of ['https://evil.example/logo.png', '/api/company-details/logo/logo-1.png']) {
      const response = await admin.client.request('PUT', '/api/company-details', { legalName: 'X', logoUrl });
      expect(response.statusCode, logoUrl).toBe(400);
      expect(json<ErrorResponse>(response).error.message).toBe(ADMIN_COPY.pleaseSelectImage);
    }
    const noLine = await admin.client.request('PUT', '/api/company-details', {
      legalName: 'X',
      addresses: [address({ addressLine1: '' })],
    });
    expect(noLine.statusCode).toBe(400);
  });

  it('takes images only ("Please select an image file") and refuses oversized ones', async () => {
    const admin = await signedInUser(server, { role: 'super_admin' });
    for (const file of [
      { name: 'notes.txt', type: 'text/plain', content: Buffer.from('hello') },
      { name: 'fake.png', type: 'image/png', content: Buffer.from('<html>not an image</html>') },
      { name: 'vector.svg', type: 'image/svg+xml', content: Buffer.from('<svg onload="alert(1)"/>') },
    ]) {
      const response = await upload(admin.client, '/api/company-details/logo', file);
      expect(response.statusCode, file.name).toBe(400);
      expect(json<ErrorResponse>(response).error.message).toBe(ADMIN_COPY.pleaseSelectImage);
    }
    const huge = Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 10)]);
    const tooLarge = await upload(admin.client, '/api/company-details/logo', {
      name: 'huge.png',
      type: 'image/png',
      content: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('is for developers and super admins only; the logo is served to its own tenant only', async () => {
    const owner = await signedInUser(server, { role: 'super_admin' });
    const { logoUrl } = json<{ logoUrl: string }>(
      await upload(owner.client, '/api/company-details/logo', {
        name: 'a.png',
        type: 'image/png',
        content: PNG,
      }),
    );
    for (const role of ['admin', 'operative'] as const) {
      const other = await signedInUser(server, { role, companyId: owner.companyId });
      const get = await other.client.get('/api/company-details');
      expect(get.statusCode).toBe(403);
      expect(json<ErrorResponse>(get).error.message).toBe(ADMIN_COPY.companyDetailsAccessDenied);
      expect(
        (await other.client.request('PUT', '/api/company-details', { legalName: 'Hijack' })).statusCode,
      ).toBe(403);
      expect(
        (
          await upload(other.client, '/api/company-details/logo', {
            name: 'a.png',
            type: 'image/png',
            content: PNG,
          })
        ).statusCode,
      ).toBe(403);
      // Colleagues see the logo (header, documents).
      expect((await other.client.get(logoUrl)).statusCode).toBe(200);
    }
    const stranger = await signedInUser(server, { role: 'super_admin' });
    expect((await stranger.client.get(logoUrl)).statusCode).toBe(404);
    expect(
      (await stranger.client.request('PUT', '/api/company-details', { legalName: 'Mine', logoUrl }))
        .statusCode,
    ).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/api/company-details' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(401);
  });
});
