import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './types.ts';

/** Who made a change, as the record history shows it (crm_record_history.actor_type). */
export type ChangeActor = 'user' | 'import' | 'hubspot' | 'api' | 'system';

/** Who is asking: the signed-in user and the tenant their profile points at. */
export type TenantContext = {
  companyId: string;
  userId?: string | undefined;
};

/**
 * A tenant context that also says what is writing, for the record history's triggers (migration
 * 0060). Without `actor`: 'user' when there is a user, else 'system'. Jobs writing for another
 * source (the HubSpot sync, an import) set it; the object keeps it when passed on as a plain
 * TenantContext, so every withTenant of that run records the same actor.
 */
export type WriterContext = TenantContext & { actor?: ChangeActor | undefined };

/** The actor withTenant puts in app.actor. */
export function actorOf(ctx: WriterContext): ChangeActor {
  return ctx.actor ?? (ctx.userId ? 'user' : 'system');
}

export const APP_ROLE = 'northdesk_app';

/**
 * The only way route code reaches tenant data. Runs `work` in a transaction as the
 * non-owner application role with the tenant set for this transaction alone
 * (set_config(..., true)), so row-level security filters every statement, even one that forgot
 * its WHERE clause, and the setting cannot leak to the next user of a pooled connection.
 */
export function withTenant<T>(
  db: Database,
  ctx: WriterContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.company_id', ${ctx.companyId}, true), set_config('app.user_id', ${ctx.userId ?? ''}, true), set_config('app.actor', ${actorOf(ctx)}, true)`,
    );
    return work(tx);
  });
}

/**
 * As the application role for one user before their tenant is known: only their own profile and
 * role row are visible (see the profiles policy). Used to resolve a request's tenant.
 */
export function withUser<T>(db: Database, userId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.company_id', '', true), set_config('app.user_id', ${userId}, true)`,
    );
    return work(tx);
  });
}
