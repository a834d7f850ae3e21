import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../support/accounts.ts';
import { TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

type Received = { to: string[]; subject: string; text: string };
const received: Received[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { jobs: true });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail over SMTP', () => {
  it('sends the verification mail to the new user, with a link that verifies the account', async () => {
    const email = 'smtp-user@example.test';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        fullName: 'Smtp User',
        companyName: 'Mail Co',
        email,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(201);
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const mail = received.at(-1);
    expect(mail?.to).toEqual([email]);
    expect(mail?.subject).toBe('Verify your email for Northdesk');
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    const client = new TestClient(server.app);
    const verify = await client.get(`${link.pathname}${link.search}`);
    expect(verify.headers.location).toBe('http://localhost:3000/auth?verified=1');
    const signIn = await client.post('/api/account/sign-in', { email, password: STRONG_PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });

  it('does not expose the dev outbox when SMTP is configured', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
