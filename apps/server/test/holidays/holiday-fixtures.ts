import type {
  LeaveRequest,
  LeaveRequestCreate,
  Notification,
  NotificationListResponse,
  Role,
} from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { profiles } from '../../src/db/schema/index.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestClient } from '../support/client.ts';
import { json, type TestServer } from '../support/test-server.ts';

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A tenant with a super admin, a manager (admin) and an employee reporting to the manager. */
export async function holidayTeam(server: TestServer) {
  const boss = await signedInUser(server, { role: 'super_admin' });
  const manager = await signedInUser(server, { role: 'admin', companyId: boss.companyId });
  const employee = await signedInUser(server, { role: 'operative', companyId: boss.companyId });
  await setManager(server, employee.userId, manager.userId);
  return { boss, manager, employee };
}

export async function person(server: TestServer, companyId: string, role: Role = 'operative') {
  return signedInUser(server, { role, companyId });
}

/** Line managers are set by administrators elsewhere; the tests set them directly. */
export async function setManager(server: TestServer, userId: string, managerId: string | null) {
  await server.deps.database.db
    .update(profiles)
    .set({ lineManagerId: managerId })
    .where(eq(profiles.id, userId));
}

export async function joinedOn(server: TestServer, userId: string, date: string) {
  await server.deps.database.db
    .update(profiles)
    .set({ createdAt: new Date(`${date}T09:00:00Z`) })
    .where(eq(profiles.id, userId));
}

export async function ask(client: TestClient, body: LeaveRequestCreate): Promise<LeaveRequest> {
  const response = await client.post('/api/holidays/requests', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ request: LeaveRequest }>(response).request;
}

export async function decide(
  client: TestClient,
  id: string,
  decision: 'approved' | 'declined',
  comment?: string,
): Promise<LeaveRequest> {
  const response = await client.post(`/api/holidays/requests/${id}/decision`, { decision, comment });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ request: LeaveRequest }>(response).request;
}

export async function holidayNotifications(client: TestClient): Promise<Notification[]> {
  const list = json<NotificationListResponse>(await client.get('/api/notifications'));
  return list.notifications.filter((n) => n.type.startsWith('holiday_'));
}
