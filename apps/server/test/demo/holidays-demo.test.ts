import type { HolidaySettingsResponse, HolidaysOverviewResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedHolidaysDemo } from '../../src/features/demo/holidays-demo.ts';
import { setManager } from '../holidays/holiday-fixtures.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

// Each test signs in two to four people (password hashing): room for a machine shared by many runs.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server.close());

describe('demo holidays', () => {
  it('sets the allowance and public holidays, with a request waiting for the super admin and approved leave', async () => {
    const boss = await signedInUser(server, { role: 'super_admin' });
    const admin = await signedInUser(server, { role: 'admin', companyId: boss.companyId });
    const operative = await signedInUser(server, { role: 'operative', companyId: boss.companyId });
    await setManager(server, admin.userId, boss.userId);
    await setManager(server, operative.userId, admin.userId);
    await seedHolidaysDemo(server.deps, boss.companyId);

    const settings = json<HolidaySettingsResponse>(await boss.client.get('/api/holidays/settings'));
    expect(settings.settings).toEqual({ daysPerYear: 25, carryOver: false });
    expect(settings.publicHolidays.map((h) => h.name)).toContain('Christmas Day');
    const bossView = json<HolidaysOverviewResponse>(await boss.client.get('/api/holidays/overview'));
    const waiting = bossView.awaitingDecision;
    expect(waiting.map((r) => [r.requester.id, r.status, r.canDecide])).toEqual([
      [admin.userId, 'pending', true],
    ]);
    const operativeYear = new Date().getUTCFullYear();
    const mine = [
      ...json<HolidaysOverviewResponse>(
        await operative.client.get(`/api/holidays/overview?year=${operativeYear}`),
      ).myRequests,
      ...json<HolidaysOverviewResponse>(
        await operative.client.get(`/api/holidays/overview?year=${operativeYear + 1}`),
      ).myRequests,
    ];
    expect(mine.map((r) => [r.status, r.days])).toContainEqual(['approved', 0.5]);
  });
});
