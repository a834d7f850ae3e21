import { z } from 'zod';

/** Messages between the page and /sw.js (docs/product/shell.md). */
export const SERVICE_WORKER_URL = '/sw.js';

export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const;
export const checkUpdateMessage = { type: 'CHECK_UPDATE' } as const;

export const serviceWorkerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('UPDATE_AVAILABLE'), version: z.string() }),
  z.object({ type: z.literal('CHECK_UPDATE_RESULT'), hasUpdate: z.boolean() }),
]);
export type ServiceWorkerMessage = z.infer<typeof serviceWorkerMessageSchema>;
