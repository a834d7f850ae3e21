import { securityEvents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';

export type SecurityEventInput = {
  action: string;
  companyId?: string | null;
  userId?: string | null;
  userAgent?: string | null;
  ip?: string | null;
  metadata?: Record<string, unknown>;
};

type Logger = { warn(obj: object, msg: string): void };

/**
 * Writes one security event (spec: log_security_event_enhanced). A failure to log must never
 * break what is being logged, such as a sign-in: it only warns.
 */
export async function logSecurityEvent(db: Database, log: Logger, event: SecurityEventInput): Promise<void> {
  try {
    await withTenant(db, { companyId: event.companyId ?? '', userId: event.userId ?? undefined }, (tx) =>
      tx.insert(securityEvents).values({
        action: event.action,
        companyId: event.companyId ?? null,
        userId: event.userId ?? null,
        tableName: 'security_events',
        metadata: {
          ...event.metadata,
          user_agent: event.userAgent ?? null,
          ip: event.ip ?? null,
          timestamp: new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    log.warn({ err: error, action: event.action }, 'security event could not be logged');
  }
}
