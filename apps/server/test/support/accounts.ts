import type { Role } from '@northdesk/shared';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../../src/features/settings/users/user-accounts.service.ts';
import { TestClient } from './client.ts';
import type { TestServer } from './test-server.ts';

export const STRONG_PASSWORD = 'Correct-Horse-42!';

/** The newest mail sent to an address, and the first link in it. */
export async function lastMailTo(
  server: TestServer,
  to: string,
): Promise<{ subject: string; text: string; link: string }> {
  const [mail] = await server.deps.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  return { subject: mail?.subject ?? '', text: mail?.text ?? '', link };
}

/** Turns an absolute link of the app into the path app.inject needs. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Makes a tenant (or uses one) with a user of the given role, and a signed-in client for them. */
export async function signedInUser(
  server: TestServer,
  options: {
    role?: Role;
    companyId?: string;
    companyName?: string;
    email?: string;
    firstLoginCompleted?: boolean;
  } = {},
): Promise<{ client: TestClient; userId: string; companyId: string; email: string }> {
  const companyId =
    options.companyId ??
    (await createTenantCompany(server.deps.database.db, options.companyName ?? 'Test Tenant Ltd')).id;
  const email =
    options.email ?? `${options.role ?? 'operative'}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const userId = await createUser(server.deps.database.db, server.deps.auth, {
    companyId,
    email,
    fullName: `Test ${options.role ?? 'operative'}`,
    password: STRONG_PASSWORD,
    role: options.role ?? 'operative',
    firstLoginCompleted: options.firstLoginCompleted ?? true,
  });
  const client = new TestClient(server.app);
  let response = await client.post('/api/account/sign-in', { email, password: STRONG_PASSWORD });
  // A loaded machine's embedded engine may refuse the sign-in before doing any of it (503 +
  // Retry-After); like the web app, try again after the wait rather than fail the whole file.
  for (let attempt = 1; response.statusCode === 503 && attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after'] ?? 1) * 1_000));
    response = await client.post('/api/account/sign-in', { email, password: STRONG_PASSWORD });
  }
  expect(response.statusCode, response.body).toBe(200);
  return { client, userId, companyId, email };
}
