import { describe, expect, it } from 'vitest';
import { serviceWorkerMessageSchema } from './service-worker-message-schema';

describe('serviceWorkerMessageSchema', () => {
  it('reads the worker messages', () => {
    expect(serviceWorkerMessageSchema.parse({ type: 'UPDATE_AVAILABLE', version: 'abc' })).toEqual({
      type: 'UPDATE_AVAILABLE',
      version: 'abc',
    });
    expect(
      serviceWorkerMessageSchema.parse({ type: 'CHECK_UPDATE_RESULT', hasUpdate: true, version: 'x' }),
    ).toEqual({ type: 'CHECK_UPDATE_RESULT', hasUpdate: true });
  });

  it('rejects anything else', () => {
    expect(serviceWorkerMessageSchema.safeParse({ type: 'SKIP_WAITING' }).success).toBe(false);
    expect(serviceWorkerMessageSchema.safeParse('UPDATE_AVAILABLE').success).toBe(false);
    expect(serviceWorkerMessageSchema.safeParse({ type: 'UPDATE_AVAILABLE' }).success).toBe(false);
  });
});
