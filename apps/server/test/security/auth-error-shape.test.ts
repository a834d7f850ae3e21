import { type ErrorResponse, errorResponseSchema } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authErrorBody } from '../../src/features/auth/auth-errors.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Issue 15: better-auth's own answers (its validation errors, bad tokens, its rate limiter)
 * reach the client in the API's one error shape, like every other /api error. Done once, where
 * better-auth's responses are copied onto ours (auth-handler.routes.ts); the fuzz pass checks the
 * shape of every error it provokes.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function call(method: 'GET' | 'POST', url: string, payload?: string) {
  const response = await server.app.inject({
    method,
    url,
    payload,
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
  });
  const body: unknown = JSON.parse(response.body);
  expect(errorResponseSchema.safeParse(body).success, `${url}: ${response.body}`).toBe(true);
  return { status: response.statusCode, type: response.headers['content-type'], ...(body as ErrorResponse) };
}

describe("better-auth's errors in our error shape (issue 15)", () => {
  it('a bad body is validation_failed naming the field', async () => {
    const missing = await call('POST', '/api/auth/request-password-reset', '{}');
    expect(missing.status).toBe(400);
    expect(missing.error.code).toBe('validation_failed');
    expect(missing.error.fields?.email).toBe(missing.error.message);
    expect(missing.error.message).not.toContain('[body.');
    expect(missing.type).toMatch(/^application\/json/);

    const wrongType = await call('POST', '/api/auth/send-verification-email', '{"email":[1]}');
    expect(wrongType).toMatchObject({ status: 400, error: { code: 'validation_failed' } });
    expect(Object.keys(wrongType.error.fields ?? {})).toEqual(['email']);

    const noQuery = await call('GET', '/api/auth/verify-email');
    expect(noQuery).toMatchObject({
      status: 400,
      error: { code: 'validation_failed', fields: { token: expect.any(String) } },
    });

    const short = await call('POST', '/api/auth/reset-password', '{"newPassword":"x","token":"abc"}');
    expect(short).toMatchObject({
      status: 400,
      error: {
        code: 'validation_failed',
        message: 'Password too short',
        fields: { newPassword: 'Password too short' },
      },
    });
  });

  it('refusals keep their status with our code', async () => {
    expect(await call('GET', '/api/auth/verify-email?token=abc')).toMatchObject({
      status: 401,
      error: { code: 'unauthorized', message: 'Invalid token' },
    });
    expect(await call('GET', '/api/auth/token')).toMatchObject({
      status: 401,
      error: { code: 'unauthorized' },
    });
    const wrongMethod = await call('POST', '/api/auth/get-session', '{}');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.error.code).toBe('bad_request');
    // Endpoints we do not expose: our own 404.
    expect(await call('POST', '/api/auth/sign-up/email', '{"email":1}')).toMatchObject({
      status: 404,
      error: { code: 'not_found' },
    });
  });

  it('maps every kind of answer better-auth gives', () => {
    expect(authErrorBody(200, '{"status":true}')).toBeNull();
    expect(authErrorBody(302, '')).toBeNull();
    const ours = '{"error":{"code":"rate_limited","message":"Slow down"}}';
    expect(authErrorBody(429, ours)).toBeNull();
    expect(authErrorBody(429, '{"message":"Too many requests. Please try again later."}')).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
    });
    expect(
      authErrorBody(400, '{"code":"VALIDATION_ERROR","message":"[query.callbackURL] Invalid input"}'),
    ).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Invalid input',
        fields: { callbackURL: 'Invalid input' },
      },
    });
    expect(authErrorBody(403, '')).toEqual({
      error: { code: 'forbidden', message: "You don't have permission to do this." },
    });
    // A 5xx never carries better-auth's words.
    expect(authErrorBody(500, '{"message":"relation \\"session\\" does not exist"}')).toEqual({
      error: { code: 'internal_error', message: 'Internal server error' },
    });
  });
});
