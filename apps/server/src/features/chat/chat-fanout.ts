import type { ChatRealtimeEvent } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/types.ts';
import { REALTIME_CHANNEL } from '../realtime/realtime-hub.ts';

/** PostgreSQL caps a NOTIFY payload at 8000 bytes: a big channel's members go in several. */
const IDS_PER_NOTIFY = 100;

/**
 * Announces a chat change to the channel's members on every server node. Sent inside the writing
 * transaction, so it goes out exactly when the change commits (never for a rolled-back post, and
 * never lost between commit and publish). Only ids travel; the window fetches the message.
 */
export async function notifyChatMembers(
  tx: Transaction,
  companyId: string,
  userIds: readonly string[],
  event: Omit<ChatRealtimeEvent, 'event'>,
): Promise<void> {
  for (let start = 0; start < userIds.length; start += IDS_PER_NOTIFY) {
    const payload = JSON.stringify({
      event: 'chat',
      companyId,
      userIds: userIds.slice(start, start + IDS_PER_NOTIFY),
      ...event,
    });
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  }
}
