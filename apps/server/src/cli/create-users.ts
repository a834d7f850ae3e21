import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ROLES } from '@northdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { createTenantCompany, tenantDirectory } from '../features/settings/tenants/tenants.service.ts';
import { createUser } from '../features/settings/users/user-accounts.service.ts';

/** One user to create: `create-user`'s options, or one entry of `create-user --from FILE`. */
const newUserSchema = z.strictObject({
  email: z.email(),
  password: z.string().min(6, 'Password must be at least 6 characters long'),
  fullName: z.string().trim().min(1),
  company: z.string().trim().min(1),
  role: z.enum(ROLES, { error: `Unknown role. Use one of: ${ROLES.join(', ')}` }).default('operative'),
  /** The user must change the password at first sign-in unless false. */
  mustChangePassword: z.boolean().default(true),
});
export type NewUser = z.input<typeof newUserSchema>;

/**
 * Reads `create-user`'s options: one user from --email/--password/…, or every user of --from FILE
 * (a JSON array of { email, password, fullName, company, role?, mustChangePassword? }), checked
 * all before any is created so a bad entry leaves nothing half done.
 */
export function parseCreateUserArgs(args: string[], usage: string): z.output<typeof newUserSchema>[] {
  const { values } = parseArgs({
    args,
    options: {
      from: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'full-name': { type: 'string' },
      company: { type: 'string' },
      role: { type: 'string' },
      'no-password-change': { type: 'boolean', default: false },
    },
  });
  if (values.from) {
    let entries: unknown;
    try {
      entries = JSON.parse(fs.readFileSync(values.from, 'utf8'));
    } catch (error) {
      throw new Error(`Could not read ${values.from} as JSON: ${(error as Error).message}`);
    }
    const parsed = z.array(newUserSchema).min(1).safeParse(entries);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${values.from}: entry ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  }
  const { email, password, company } = values;
  const fullName = values['full-name'];
  if (!email || !password || !fullName || !company) throw new Error(`Missing an option.\n\n${usage}`);
  const parsed = newUserSchema.safeParse({
    email,
    password,
    fullName,
    company,
    role: values.role,
    mustChangePassword: !values['no-password-change'],
  });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid user');
  return [parsed.data];
}

/** Creates each user (and its tenant company when no company has that name); returns their ids. */
export async function createUsers(
  deps: AppDeps,
  users: readonly z.output<typeof newUserSchema>[],
): Promise<string[]> {
  const { db } = deps.database;
  const ids: string[] = [];
  for (const user of users) {
    const tenant =
      (await tenantDirectory.findByName(db, user.company)) ?? (await createTenantCompany(db, user.company));
    ids.push(
      await createUser(db, deps.auth, {
        companyId: tenant.id,
        email: user.email,
        fullName: user.fullName,
        password: user.password,
        role: user.role,
        firstLoginCompleted: !user.mustChangePassword,
      }),
    );
  }
  return ids;
}
