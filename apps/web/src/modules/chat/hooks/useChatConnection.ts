export interface ChatConnection {
  /** The built-in team chat needs no connection: chat is always available. */
  isConnected: boolean;
  /** Slack, once a workspace is connected (a later release). */
  isSlackConnected: boolean;
}

/** Which chat the user has: the built-in chat always; Slack is not connectable yet. */
export function useChatConnection(): ChatConnection {
  return { isConnected: true, isSlackConnected: false };
}
