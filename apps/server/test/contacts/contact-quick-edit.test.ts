import type { Contact, ErrorResponse, UpdateContactResponse } from '@northdesk/shared';
import { OWNERSHIP_COPY } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { setAccess } from '../support/crm-fixtures.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

// PATCH /api/contacts/{id}/quick-edit (issue 18 item 3): lead status and owner from a list row.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('quick edit of a contact', () => {
  it('changes only the lead status and/or owner, in the tenant, with edit access', async () => {
    const me = await signedInUser(server, { role: 'admin' });
    const colleague = await signedInUser(server, { companyId: me.companyId });
    const stranger = await signedInUser(server, { role: 'admin' });
    const created = json<{ contact: Contact }>(
      await me.client.post('/api/contacts', {
        firstName: 'Ann',
        lastName: 'Quick',
        jobTitle: 'Buyer',
        email: 'ann@quick.example',
      }),
    ).contact;
    const url = `/api/contacts/${created.id}/quick-edit`;

    const hot = await me.client.patch(url, { leadStatus: 'hot' });
    expect(hot.statusCode, hot.body).toBe(200);
    const after = json<UpdateContactResponse>(hot).contact;
    expect(after).toMatchObject({ leadStatus: 'hot', jobTitle: 'Buyer', email: 'ann@quick.example' });
    expect(after.owner?.id).toBe(me.userId);

    const handed = json<UpdateContactResponse>(
      await me.client.patch(url, { ownerUserId: colleague.userId }),
    ).contact;
    expect(handed).toMatchObject({ leadStatus: 'hot', owner: { id: colleague.userId } });
    const nobody = json<UpdateContactResponse>(
      await me.client.patch(url, { ownerUserId: null, leadStatus: 'lost' }),
    ).contact;
    expect(nobody).toMatchObject({ leadStatus: 'lost', owner: null });

    // Nothing to change, an unknown status, an owner of another tenant: 400.
    expect((await me.client.patch(url, {})).statusCode).toBe(400);
    expect((await me.client.patch(url, { leadStatus: 'lukewarm' })).statusCode).toBe(400);
    const foreignOwner = await me.client.patch(url, { ownerUserId: stranger.userId });
    expect(foreignOwner.statusCode).toBe(400);
    expect(json<ErrorResponse>(foreignOwner).error.fields?.ownerUserId).toBe(OWNERSHIP_COPY.ownerNotFound);

    // Another tenant's contact and an unknown id: 404. No session: 401. Read-only: 403.
    expect((await stranger.client.patch(url, { leadStatus: 'hot' })).statusCode).toBe(404);
    expect(
      (await me.client.patch('/api/contacts/not-a-contact/quick-edit', { leadStatus: 'hot' })).statusCode,
    ).toBe(404);
    const anonymous = await server.app.inject({ method: 'PATCH', url, payload: { leadStatus: 'hot' } });
    expect(anonymous.statusCode).toBe(401);
    const reader = await signedInUser(server, { companyId: me.companyId, role: 'operative' });
    await setAccess(server, reader, 'contacts', 'view');
    expect((await reader.client.patch(url, { leadStatus: 'hot' })).statusCode).toBe(403);
    const unchanged = json<{ contact: Contact }>(await me.client.get(`/api/contacts/${created.id}`)).contact;
    expect(unchanged).toMatchObject({ leadStatus: 'lost', owner: null });
  });
});
