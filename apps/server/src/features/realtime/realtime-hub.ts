import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/types.ts';

export const REALTIME_CHANNEL = 'northdesk_events';

const eventSchema = z.looseObject({
  event: z.string(),
  userId: z.string().optional(),
  /** One event for many users (a chat message to a channel's members): one NOTIFY instead of N. */
  userIds: z.array(z.string()).optional(),
  companyId: z.string().optional(),
});
export type RealtimeEvent = z.infer<typeof eventSchema>;
type Listener = (event: RealtimeEvent) => void;
type Logger = { warn(obj: object, msg: string): void };

export type RealtimeHub = {
  start(): Promise<void>;
  /** Receives every event addressed to this user, whichever node it was published on. */
  subscribe(userId: string, listener: Listener): () => void;
  /** Publishes through PostgreSQL NOTIFY, so every node (this one included) delivers it. */
  publish(event: RealtimeEvent): Promise<void>;
  /** Open event streams on this node (metrics). */
  connectionCount(): number;
  close(): Promise<void>;
};

/**
 * Fans PostgreSQL notifications out to the connections of this node. Nothing is kept in memory
 * beyond who is connected here: a second node LISTENs on the same channel and serves its own.
 */
export function createRealtimeHub(database: DatabaseHandle, log: Logger): RealtimeHub {
  const listeners = new Map<string, Set<Listener>>();
  let unlisten: (() => Promise<void>) | undefined;

  const dispatch = (payload: string) => {
    let parsed: RealtimeEvent;
    try {
      parsed = eventSchema.parse(JSON.parse(payload));
    } catch (error) {
      log.warn({ err: error }, 'ignoring a malformed realtime event');
      return;
    }
    const { userIds, ...event } = parsed;
    if (userIds) {
      for (const userId of new Set(userIds)) {
        for (const listener of listeners.get(userId) ?? []) listener({ ...event, userId });
      }
      return;
    }
    if (!parsed.userId) return;
    for (const listener of listeners.get(parsed.userId) ?? []) listener(parsed);
  };

  return {
    async start() {
      unlisten ??= await database.listen(REALTIME_CHANNEL, dispatch);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    connectionCount() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
    async publish(event) {
      await database.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
    },
    async close() {
      listeners.clear();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
