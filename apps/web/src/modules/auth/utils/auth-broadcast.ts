const CHANNEL_NAME = 'northdesk';

export const AUTH_BROADCAST_EVENTS = ['signed-in', 'signed-out', 'company-changed'] as const;
export type AuthBroadcastEvent = (typeof AUTH_BROADCAST_EVENTS)[number];

// The schema (zod) is fetched with the first message from another tab, not with the first load.
const loadMessageSchema = () =>
  import('./auth-broadcast-schema').then((module) => module.authBroadcastMessageSchema);

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

  let subscribed = true;
  const handleMessage = async (event: MessageEvent<unknown>) => {
    const message = (await loadMessageSchema()).safeParse(event.data);
    if (subscribed && message.success) listener(message.data.type);
  };
  authChannel.addEventListener('message', handleMessage);
  return () => {
    subscribed = false;
    authChannel.removeEventListener('message', handleMessage);
  };
}
