import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../src/config.ts';
import { queryRows } from '../../src/db/rows.ts';
import { createTenantCompany } from '../../src/features/settings/tenants/tenants.service.ts';
import { createUser } from '../../src/features/settings/users/user-accounts.service.ts';
import { createServer } from '../../src/server.ts';
import { STRONG_PASSWORD } from '../../test/support/accounts.ts';
import { signInOver } from '../../test/support/cluster/node-processes.ts';

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
 * any node starts, as the admin CLI or the users page would: no sign-in is spent on it.
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
    return users;
  } finally {
    await setup.close();
  }
}

/**
 * Each user signs in once (the limit is 10 per address per 15 min), two at a time; a 503 (the
 * embedded engine busy) is tried again after a pause, as a person would. Fails on anything else.
 */
export async function signInAll(base: string, users: LoadUser[]): Promise<{ retried: number }> {
  let retried = 0;
  await inBatches(users, 2, async (user) => {
    for (let attempt = 1; ; attempt++) {
      const { status, cookie } = await signInOver(base, user.email, STRONG_PASSWORD);
      if (status === 200 && cookie) {
        user.cookie = cookie;
        return;
      }
      if (status !== 503 || attempt >= 10) throw new Error(`sign-in of ${user.email} answered ${status}`);
      retried++;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  });
  return { retried };
}

/** A scratch database on the PostgreSQL server at `url`, dropped by `drop()`. */
export async function scratchPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `northdesk_load_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
