export interface ChatConnection {
  isConnected: boolean;
}

/**
 * Whether the user's chat (Slack) is connected. The chat integration is not built yet, so it never
 * is; the shell already shows the chat button or the Connect button from this one answer.
 */
export function useChatConnection(): ChatConnection {
  return { isConnected: false };
}
