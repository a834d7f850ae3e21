/** Messages between the page and /sw.js (docs/product/shell.md). */
export const SERVICE_WORKER_URL = '/sw.js';

export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const;
export const checkUpdateMessage = { type: 'CHECK_UPDATE' } as const;
