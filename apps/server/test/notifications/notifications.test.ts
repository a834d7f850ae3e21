import type { AddressInfo } from 'node:net';
import type { Notification, NotificationListResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';

type Created = { notification: Notification };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('notifications', () => {
  it('lists own notifications newest first with the unread count; marks one and all read', async () => {
    const me = await signedInUser(server);
    for (const title of ['first', 'second', 'third']) {
      expect((await me.client.post('/api/notifications', { title, message: 'hello' })).statusCode).toBe(201);
    }
    const list = json<NotificationListResponse>(await me.client.get('/api/notifications'));
    expect(list.notifications.map((n) => n.title)).toEqual(['third', 'second', 'first']);
    expect(list.unreadCount).toBe(3);

    const first = list.notifications[2]!;
    const marked = json<{ notification: { isRead: boolean; readAt: string } }>(
      await me.client.patch(`/api/notifications/${first.id}/read`),
    );
    expect(marked.notification.isRead).toBe(true);
    expect(Date.parse(marked.notification.readAt)).not.toBeNaN();
    expect(json<NotificationListResponse>(await me.client.get('/api/notifications')).unreadCount).toBe(2);

    expect(json(await me.client.post('/api/notifications/read-all'))).toEqual({ updated: 2 });
    expect(json<NotificationListResponse>(await me.client.get('/api/notifications')).unreadCount).toBe(0);
  });

  it("lets nobody read, mark or delete another user's notification (404), in or out of the tenant", async () => {
    const owner = await signedInUser(server, { role: 'admin' });
    const colleague = await signedInUser(server, { companyId: owner.companyId });
    const stranger = await signedInUser(server, { role: 'developer' });
    const { notification } = json<Created>(
      await owner.client.post('/api/notifications', { title: 'private' }),
    );

    for (const other of [colleague, stranger]) {
      expect(
        json<NotificationListResponse>(await other.client.get('/api/notifications')).notifications,
      ).toEqual([]);
      expect((await other.client.patch(`/api/notifications/${notification.id}/read`)).statusCode).toBe(404);
      expect((await other.client.delete(`/api/notifications/${notification.id}`)).statusCode).toBe(404);
    }
    expect(
      json<NotificationListResponse>(await owner.client.get('/api/notifications')).notifications[0]?.isRead,
    ).toBe(false);
    expect((await owner.client.delete(`/api/notifications/${notification.id}`)).statusCode).toBe(204);
    expect((await owner.client.delete(`/api/notifications/${notification.id}`)).statusCode).toBe(404);
  });

  it('lets an admin notify a colleague, but not an operative, and never a user of another tenant', async () => {
    const admin = await signedInUser(server, { role: 'admin' });
    const operative = await signedInUser(server, { companyId: admin.companyId });
    const outsider = await signedInUser(server);

    expect(
      (await admin.client.post('/api/notifications', { userId: operative.userId, title: 'For you' }))
        .statusCode,
    ).toBe(201);
    expect(
      json<NotificationListResponse>(await operative.client.get('/api/notifications')).notifications[0]
        ?.title,
    ).toBe('For you');
    expect(
      (await operative.client.post('/api/notifications', { userId: admin.userId, title: 'x' })).statusCode,
    ).toBe(403);
    const crossTenant = await admin.client.post('/api/notifications', {
      userId: outsider.userId,
      title: 'x',
    });
    expect(crossTenant.statusCode).toBe(404);
    expect(
      json<NotificationListResponse>(await outsider.client.get('/api/notifications')).notifications,
    ).toEqual([]);
  });

  it('requires a session and valid input', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['PATCH', '/api/notifications/00000000-0000-4000-8000-000000000000/read'],
      ['DELETE', '/api/notifications/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await server.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const me = await signedInUser(server);
    expect((await me.client.patch('/api/notifications/not-a-uuid/read')).statusCode).toBe(400);
    const noTitle = await me.client.post('/api/notifications', { title: ' ' });
    expect(noTitle.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(noTitle).error.message).toBe('Title is required');
  });
});

describe('realtime events', () => {
  it('streams a notification event to the user over SSE when one is inserted', async () => {
    const me = await signedInUser(server);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie: me.client.cookieHeader() },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const arrived = (async () => {
      while (!received.includes('event: notifications')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
    })();
    await me.client.post('/api/notifications', { title: 'live' });
    await arrived;
    controller.abort();
    expect(received).toContain('event: notifications');
    expect(received).toContain(`"userId":"${me.userId}"`);
    expect(received).not.toContain('live');
  });

  it('refuses the event stream without a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
  });
});
