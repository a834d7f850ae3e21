import { useSlackConnection } from './useSlackConnection';

export interface ChatConnection {
  /** The built-in team chat needs no connection: chat is always available. */
  isConnected: boolean;
  /** Slack: my mapping is OAuth-connected and its last use did not ask to reconnect (spec §4). */
  isSlackConnected: boolean;
  /** Slack refused the stored tokens: "Reconnection Required". */
  slackNeedsReconnection: boolean;
  slackAppConfigured: boolean;
  slackUsername: string | null;
  slackTeamName: string | null;
}

/** Which chat the user has: the built-in chat always; Slack once they connected it. */
export function useChatConnection(): ChatConnection {
  const { data } = useSlackConnection();
  return {
    isConnected: true,
    isSlackConnected: Boolean(data?.isConnected),
    slackNeedsReconnection: Boolean(data?.needsReconnection),
    slackAppConfigured: Boolean(data?.appConfigured),
    slackUsername: data?.slackUsername ?? null,
    slackTeamName: data?.teamName ?? null,
  };
}
