import { z } from 'zod';
import { AUTH_BROADCAST_EVENTS } from './auth-broadcast';

/** A message from another tab (auth-broadcast.ts), in a chunk of its own. */
export const authBroadcastMessageSchema = z.object({ type: z.enum(AUTH_BROADCAST_EVENTS) });
