import crypto from 'node:crypto';
import { NOTIFICATIONS_FETCH_LIMIT, type Notification } from '@northdesk/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { notifications, profiles } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';

type Row = typeof notifications.$inferSelect;

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    userId: row.userId,
    companyId: row.companyId,
    type: row.type,
    title: row.title,
    message: row.message,
    relatedId: row.relatedId,
    isRead: row.isRead,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The signed-in user's notifications. Row-level security already limits rows to the tenant and to
 * their own user; the explicit user filters keep the queries on the index and say what is meant.
 */
export const notificationsService = {
  async list(db: Database, ctx: Required<TenantContext>) {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .select()
        .from(notifications)
        .where(eq(notifications.userId, ctx.userId))
        .orderBy(desc(notifications.createdAt))
        .limit(NOTIFICATIONS_FETCH_LIMIT);
      const [unread] = await tx
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, ctx.userId), eq(notifications.isRead, false)));
      return { notifications: rows.map(toNotification), unreadCount: unread?.n ?? 0 };
    });
  },

  /**
   * Inserts for a user of the same tenant; undefined when there is no such user there. No
   * RETURNING: a colleague's notification is not readable by the sender (own-rows policy).
   */
  async create(
    db: Database,
    ctx: Required<TenantContext>,
    input: { userId: string; type: string; title: string; message: string; relatedId?: string | null },
  ): Promise<Notification | undefined> {
    return withTenant(db, ctx, async (tx) => {
      const [recipient] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, input.userId));
      if (!recipient) return undefined;
      const row: Row = {
        id: crypto.randomUUID(),
        companyId: ctx.companyId,
        userId: input.userId,
        type: input.type,
        title: input.title,
        message: input.message,
        relatedId: input.relatedId ?? null,
        isRead: false,
        readAt: null,
        createdAt: new Date(),
      };
      await tx.insert(notifications).values(row);
      return toNotification(row);
    });
  },

  async markRead(db: Database, ctx: Required<TenantContext>, id: string): Promise<Notification | undefined> {
    return withTenant(db, ctx, async (tx) => {
      const [row] = await tx
        .update(notifications)
        .set({ isRead: true, readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, ctx.userId)))
        .returning();
      return row ? toNotification(row) : undefined;
    });
  },

  async markAllRead(db: Database, ctx: Required<TenantContext>): Promise<number> {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .update(notifications)
        .set({ isRead: true, readAt: new Date() })
        .where(and(eq(notifications.userId, ctx.userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    });
  },

  async remove(db: Database, ctx: Required<TenantContext>, id: string): Promise<boolean> {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, ctx.userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    });
  },
};
