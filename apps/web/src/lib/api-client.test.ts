import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, BUSY_ATTEMPTS } from './api-client';

type Answer = { status: number; body?: unknown; retryAfter?: string };

/** Plays the server: hands out the answers in turn and records every request sent. */
function server(answers: Answer[]) {
  const sent: { method: string; body: string | undefined }[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    sent.push({ method: String(init.method), body: init.body === undefined ? undefined : String(init.body) });
    const answer = answers.shift() ?? { status: 500 };
    const headers = new Headers({ 'content-type': 'application/json' });
    if (answer.retryAfter !== undefined) headers.set('retry-after', answer.retryAfter);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers,
    });
  });
  return sent;
}

const busy = (retryAfter = '0'): Answer => ({
  status: 503,
  retryAfter,
  body: { error: { code: 'service_unavailable', message: 'The server is busy' } },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiFetch when the server is too busy to start a request', () => {
  it('sends a write again after Retry-After, once, and returns the answer that came', async () => {
    const sent = server([busy('0'), { status: 201, body: { ok: true } }]);
    await apiFetch('/api/tasks', { method: 'POST', body: { subject: 'Call' } });
    expect(sent).toEqual([
      { method: 'POST', body: '{"subject":"Call"}' },
      { method: 'POST', body: '{"subject":"Call"}' },
    ]);
  });

  it('waits what Retry-After asks before sending again', async () => {
    vi.useFakeTimers();
    const sent = server([busy('2'), { status: 204 }]);
    const call = apiFetch('/api/tasks/1', { method: 'DELETE' });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await call;
    expect(sent).toHaveLength(2);
  });

  it(`gives up after ${BUSY_ATTEMPTS} sends with the server's message`, async () => {
    const sent = server(Array.from({ length: BUSY_ATTEMPTS + 2 }, () => busy('0')));
    const error = await apiFetch('/api/companies').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'The server is busy' });
    expect(sent).toHaveLength(BUSY_ATTEMPTS);
  }, 20_000); // the error's schema is imported with the first error

  it('does not send again a 503 without Retry-After, nor any other error', async () => {
    for (const answer of [
      { status: 503, body: { error: { code: 'service_unavailable', message: 'Slack is down' } } },
      { status: 500, retryAfter: '0' },
      { status: 429, retryAfter: '0' },
    ]) {
      const sent = server([answer, { status: 200, body: {} }]);
      await expect(apiFetch('/api/x', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
      expect(sent).toHaveLength(1);
    }
  });

  it('ends with the AbortError when the caller aborts during the wait', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      init.signal?.throwIfAborted();
      sent.push(String(init.method));
      return new Response(null, { status: 503, headers: { 'retry-after': '1' } });
    });
    const controller = new AbortController();
    const call = apiFetch('/api/companies', { signal: controller.signal });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort(new Error('left the page'));
    await expect(call).rejects.toThrow('left the page');
    expect(sent).toHaveLength(1);
  });
});
