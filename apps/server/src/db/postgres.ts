import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  createPostgresInlinedReader,
  createPostgresTenantReader,
  createPostgresTenantWriter,
} from './postgres-tenant-read.ts';
import * as schema from './schema/index.ts';
import type { Database, DatabaseHandle, NotificationHandler } from './types.ts';

const RECONNECT_DELAY_MS = 1000;

/**
 * One LISTEN connection per process, shared by all subscriptions, so that every server node
 * receives every NOTIFY. It reconnects after a connection loss and listens again.
 */
function createListener(connectionString: string, onError: (error: Error) => void) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let stopped = false;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      next.on('error', (error) => {
        onError(error);
        client = undefined;
        next.end().catch(() => undefined);
        if (!stopped && handlers.size > 0)
          setTimeout(() => void connect().catch(onError), RECONNECT_DELAY_MS);
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    async listen(channel: string, handler: NotificationHandler) {
      let set = handlers.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      const active = await connect();
      if (isNewChannel) await active.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      stopped = true;
      const active = client;
      client = undefined;
      await active?.end().catch(() => undefined);
    },
  };
}

export async function openPostgresDatabase(
  connectionString: string,
  options: { poolMax: number; onError: (error: Error) => void },
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: options.poolMax });
  pool.on('error', options.onError);
  // Fail fast with a clear message when the server is unreachable.
  await pool.query('select 1');
  const listener = createListener(connectionString, options.onError);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    readAsTenant: createPostgresTenantReader(pool),
    writeAsTenant: createPostgresTenantWriter(pool),
    readInlined: createPostgresInlinedReader(pool),
    jobQueueConnection: { connectionString },
    listen: (channel, handler) => listener.listen(channel, handler),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
