import { z } from 'zod';

/**
 * What /sw.js may tell the page. Loaded with the first message (service-worker-client.ts): zod is
 * not part of the first load (issue 17).
 */
export const serviceWorkerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('UPDATE_AVAILABLE'), version: z.string() }),
  z.object({ type: z.literal('CHECK_UPDATE_RESULT'), hasUpdate: z.boolean() }),
]);
export type ServiceWorkerMessage = z.infer<typeof serviceWorkerMessageSchema>;
