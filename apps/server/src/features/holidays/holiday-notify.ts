import crypto from 'node:crypto';
import { notifications } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/types.ts';

/**
 * Notifications written in the request's own transaction, so a request and its notice stand or
 * fall together; the notifications trigger announces each on commit (the bell rings live).
 */
export async function notifyUsers(
  tx: Transaction,
  companyId: string,
  userIds: readonly string[],
  notice: { type: 'holiday_request' | 'holiday_decision'; title: string; message: string; relatedId: string },
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await tx.insert(notifications).values(
    unique.map((userId) => ({
      id: crypto.randomUUID(),
      companyId,
      userId,
      ...notice,
    })),
  );
}
