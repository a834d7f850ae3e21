import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config.ts';
import { queryRows } from '../../src/db/rows.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../../src/features/settings/users/user-accounts.service.ts';
import { createServer, type Server } from '../../src/server.ts';
import { STRONG_PASSWORD } from '../../test/support/accounts.ts';

/** One simulated person: their tenant's company ids (for detail pages and edits) and, once signed in, a cookie. */
export type LoadUser = { email: string; companyIds: string[]; cookie: string };

export const LOAD_AUTH_SECRET = 'load-bench-secret-0123456789abcdefghijklmnopqrstuv';
const USERS_PER_TENANT = 20;
const COMPANIES_PER_TENANT = 300;

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

/**
 * Makes the tenants (20 users and 300 companies each) and `count` users, in this process, before
 * any node starts, as the admin CLI or the users page would, and signs each user in once.
 */
export async function seedLoadUsers(env: Record<string, string>, count: number): Promise<LoadUser[]> {
  const setup = await createServer(
    loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', AUTH_SECRET: LOAD_AUTH_SECRET, ...env }),
    { logger: false },
  );
  try {
    const { db } = setup.deps.database;
    const users: LoadUser[] = [];
    const run = crypto.randomBytes(3).toString('hex');
    for (let tenant = 0; tenant * USERS_PER_TENANT < count; tenant++) {
      const company = await createTenantCompany(db, `Load Tenant ${tenant + 1}`);
      await db.execute(
        sql`insert into crm_companies (company_id, name, city, domain, country)
            select ${company.id}, (array['Northwind','Contoso','Fabrikam','Adventure','Tailspin','Litware','Proseware','Wingtip'])[1 + n % 8] || ' ' || (array['Traders','Works','Logistics','Foods','Metals','Textiles'])[1 + n % 6] || ' ' || n,
                   (array['Manchester','Leeds','Bristol','Dublin','Berlin','Lyon','Porto','Gdansk'])[1 + n % 8],
                   'c' || n || '.example', 'United Kingdom'
            from generate_series(1, ${COMPANIES_PER_TENANT}) as n`,
      );
      const ids = await queryRows<{ id: string }>(
        db,
        sql`select id from crm_companies where company_id = ${company.id}`,
      );
      const companyIds = ids.map((row) => row.id);
      const size = Math.min(USERS_PER_TENANT, count - tenant * USERS_PER_TENANT);
      const emails = Array.from({ length: size }, (_, i) => `load-${run}-${tenant}-${i}@load.test`);
      await inBatches(emails, 8, async (email) => {
        await createUser(db, setup.deps.auth, {
          companyId: company.id,
          email,
          fullName: `Load User ${email.split('@')[0]}`,
          password: STRONG_PASSWORD,
          role: 'super_admin',
          firstLoginCompleted: true,
        });
        users.push({ email, companyIds, cookie: '' });
      });
    }
    await signInEach(setup.app, users);
    return users;
  } finally {
    await setup.close();
  }
}

/**
 * Each user signs in once, through the app in this process (as the users' browsers would over
 * HTTP), so the sessions are in the seed; a 503 (the embedded engine busy) is tried again after
 * its Retry-After. Fails on anything else.
 */
async function signInEach(app: Server['app'], users: LoadUser[]) {
  await inBatches(users, 4, async (user) => {
    for (let attempt = 1; ; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: user.email, password: STRONG_PASSWORD },
      });
      const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      if (response.statusCode === 200 && cookie) {
        user.cookie = cookie;
        return;
      }
      if (response.statusCode !== 503 || attempt >= 10)
        throw new Error(`sign-in of ${user.email} answered ${response.statusCode}`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  });
}
