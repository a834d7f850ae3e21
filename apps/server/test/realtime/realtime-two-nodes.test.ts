import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createServer, type Server } from '../../src/server.ts';
import { signedInUser } from '../support/accounts.ts';
import { createScratchPostgres, testDatabaseUrl } from '../support/test-database.ts';
import type { TestServer } from '../support/test-server.ts';

/** Two server nodes on one PostgreSQL: an event published on one reaches subscribers of the other. */
describe.runIf(Boolean(testDatabaseUrl))('realtime across two server nodes', () => {
  let nodeA: Server;
  let nodeB: Server;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchPostgres();
    drop = scratch.drop;
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      APP_URL: 'http://localhost:3000',
      DATABASE_URL: scratch.url,
    });
    nodeA = await createServer(config, { logger: false });
    nodeB = await createServer(config, { logger: false });
  });
  afterAll(async () => {
    await Promise.all([nodeA.close(), nodeB.close()]);
    await drop();
  });

  it('delivers a notification inserted through node A to the user subscribed on node B', async () => {
    const user = await signedInUser({ app: nodeA.app, deps: nodeA.deps } as TestServer);
    const received: unknown[] = [];
    const unsubscribe = nodeB.deps.realtime.subscribe(user.userId, (event) => received.push(event));
    const response = await user.client.post('/api/notifications', { title: 'from node A' });
    expect(response.statusCode).toBe(201);
    await expect.poll(() => received.length, { timeout: 1000 }).toBe(1);
    expect(received[0]).toMatchObject({ event: 'notifications', userId: user.userId, op: 'insert' });
    unsubscribe();
  });
});
