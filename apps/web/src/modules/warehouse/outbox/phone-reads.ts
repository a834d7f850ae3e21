import type { z } from 'zod';
import { ApiError, apiFetch } from '@/lib/api-client';
import { outboxDb } from './outbox-db';

/** No answer from the server (offline, unreachable, a 5xx): what the phone saved may stand in. */
export const isOffline = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

/**
 * A read of the phone screens that survives a reload without network: the server's answer when
 * there is one (kept on the phone, per user), else the last answer kept, checked with the same
 * schema. A refusal (4xx) is never covered up by an old answer.
 */
export async function phoneRead<TSchema extends z.ZodType>(
  userId: string,
  path: string,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<z.output<TSchema>> {
  const key = `${userId} ${path}`;
  try {
    const data = await apiFetch(path, { schema, signal });
    // Kept before it is shown: a reload straight after (the phone walks into a dead spot) must
    // find what the screen showed. A failing store only costs the offline copy.
    await outboxDb()
      .then((db) => db.put('reads', { userId, data, savedAt: new Date().toISOString() }, key))
      .catch(() => undefined);
    return data;
  } catch (error) {
    if (!isOffline(error) || signal?.aborted) throw error;
    const saved = await outboxDb()
      .then((db) => db.get('reads', key))
      .catch(() => undefined);
    const parsed = saved ? schema.safeParse(saved.data) : null;
    if (parsed?.success) return parsed.data;
    throw error;
  }
}
