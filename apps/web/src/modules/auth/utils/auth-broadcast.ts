import { z } from 'zod';

const CHANNEL_NAME = 'northdesk';

export const AUTH_BROADCAST_EVENTS = ['signed-in', 'signed-out', 'company-changed'] as const;
export type AuthBroadcastEvent = (typeof AUTH_BROADCAST_EVENTS)[number];

const authBroadcastMessageSchema = z.object({ type: z.enum(AUTH_BROADCAST_EVENTS) });

let channel: BroadcastChannel | null | undefined;

// One channel object per tab, for sending and listening alike: a BroadcastChannel never receives
// its own messages, so a tab does not react to the sign-in or sign-out it just did itself.
function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

/** Tells the other open tabs that the session or the company changed. */
export function broadcastAuthEvent(type: AuthBroadcastEvent): void {
  getChannel()?.postMessage({ type });
}

export function subscribeToAuthEvents(listener: (type: AuthBroadcastEvent) => void): () => void {
  const authChannel = getChannel();
  if (!authChannel) return () => undefined;

  const handleMessage = (event: MessageEvent<unknown>) => {
    const message = authBroadcastMessageSchema.safeParse(event.data);
    if (message.success) listener(message.data.type);
  };
  authChannel.addEventListener('message', handleMessage);
  return () => authChannel.removeEventListener('message', handleMessage);
}
