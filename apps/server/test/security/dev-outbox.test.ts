import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { isLoopbackAddress } from '../../src/lib/network/ip-policy.ts';
import { signedInUser } from '../support/accounts.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', DEV_OUTBOX: 'true' });
});
afterAll(() => server.close());

const outbox = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  server.app.inject({ method: 'GET', url: '/api/dev/outbox', headers, remoteAddress });

describe('the dev outbox cannot be read from the network (issue 15, item 2)', () => {
  it('answers loopback clients only: a forwarded or remote client gets 404 and no token', async () => {
    const me = await signedInUser(server);
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/account/password-reset/request',
      payload: { email: me.email },
      headers: { origin: TEST_APP_URL },
    });
    expect(reset.statusCode).toBe(200);

    const local = await outbox();
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('token=');

    for (const response of [
      await outbox({ 'x-forwarded-for': '203.0.113.7' }),
      await outbox({ 'x-forwarded-for': '10.1.2.3, 127.0.0.1' }),
      await outbox({}, '192.0.2.10'),
      await outbox({}, '::ffff:198.51.100.4'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('token');
      expect(response.body).not.toContain(me.email);
    }
  });

  it('is never on in production, whatever DEV_OUTBOX says', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.test:587' }).devOutbox).toBe(false);
  });

  it('knows the loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.1', '::2', '::ffff:10.0.0.1', '192.0.2.1', '', 'localhost', undefined])
      expect(isLoopbackAddress(a)).toBe(false);
  });
});
