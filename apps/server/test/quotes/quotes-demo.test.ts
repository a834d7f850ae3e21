import {
  type ProductListResponse,
  QUOTE_STATUSES,
  type QuoteListResponse,
  VAT_CODES,
} from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmContacts } from '../../src/db/schema/index.ts';
import { seedProductsDemo } from '../../src/features/demo/products-demo.ts';
import { seedQuotesDemo } from '../../src/features/demo/quotes-demo.ts';
import { signedInUser } from '../support/accounts.ts';
import { makeCompany } from '../support/crm-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo products and quotes', () => {
  it('seed ~40 products over every VAT code and 15 quotes in every status', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    for (const n of [1, 2, 3, 4, 5]) {
      const crmCompanyId = await makeCompany(server, me.companyId, { name: `Customer ${n}` });
      await server.deps.database.db.insert(crmContacts).values({
        companyId: me.companyId,
        crmCompanyId,
        firstName: 'Buyer',
        lastName: `${n}`,
        email: `buyer${n}@example.test`,
      });
    }
    await seedProductsDemo(server.deps, me.companyId);
    await seedQuotesDemo(server.deps, me.companyId);

    const catalogue = json<ProductListResponse>(await me.client.get('/api/products?status=all&pageSize=100'));
    expect(catalogue.total).toBeGreaterThanOrEqual(38);
    expect(new Set(catalogue.products.map((p) => p.vatCode))).toEqual(new Set(VAT_CODES));
    expect(
      catalogue.products.some((p) => p.barcodes.some((b) => b.symbology === 'itf14' && b.packQuantity > 1)),
    ).toBe(true);

    const list = json<QuoteListResponse>(await me.client.get('/api/quotes?pageSize=100'));
    expect(list.total).toBe(15);
    for (const status of QUOTE_STATUSES)
      expect(list.quotes.filter((q) => q.status === status)).toHaveLength(3);
    const accepted = list.quotes.find((q) => q.status === 'accepted');
    const pdf = await me.client.get(`/api/quotes/${accepted?.id}/pdf`);
    expect(pdfText(pdf.rawPayload)).toContain(accepted?.number ?? '?');
  });
});
