import type { DealBoardResponse, DealListResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCompanies } from '../../src/features/demo/companies-demo.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo deals', () => {
  it('fill the pipeline: every open stage, several owners, some rotting, won and lost over the last year', async () => {
    const me = await signedInUser(server, { role: 'super_admin' });
    const colleague = await signedInUser(server, { role: 'admin', companyId: me.companyId });
    await seedDemoCompanies(server.deps, me.companyId);
    const board = json<DealBoardResponse>(await me.client.get('/api/deals/board'));
    expect(board.columns.every((c) => c.count > 0)).toBe(true);
    const open = board.columns.flatMap((c) => c.deals);
    expect(open.some((d) => d.rotting)).toBe(true);
    expect(open.some((d) => !d.rotting)).toBe(true);
    expect(new Set(open.map((d) => d.owner?.id))).toEqual(new Set([me.userId, colleague.userId]));

    const list = async (q: string) =>
      json<DealListResponse>(await me.client.get(`/api/deals?pageSize=100&${q}`));
    const won = await list('status=won');
    const lost = await list('status=lost');
    expect(won.total).toBeGreaterThan(10);
    expect(lost.total).toBeGreaterThan(3);
    const yearAgo = Date.now() - 366 * 86_400_000;
    for (const deal of [...won.deals, ...lost.deals]) {
      expect(Date.parse(deal.closedAt ?? '')).toBeGreaterThan(yearAgo);
      expect(Date.parse(deal.closedAt ?? '')).toBeLessThan(Date.now());
    }
    const first = lost.deals[0];
    const detail = json<{ deal: { lostReason: string | null } }>(
      await me.client.get(`/api/deals/${first?.id}`),
    );
    expect(detail.deal.lostReason).not.toBeNull();
  });
});
