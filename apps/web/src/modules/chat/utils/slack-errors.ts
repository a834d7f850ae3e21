import { ApiError } from '@/lib/api-client';

/** How the window shows a Slack failure (the spec's catalogue, shell.md §8). */
export type SlackErrorKind =
  | 'expired'
  | 'missingScopes'
  | 'accessRevoked'
  | 'channelNotFound'
  | 'notInChannel'
  | 'other';

export function slackErrorKind(error: unknown): SlackErrorKind {
  if (!(error instanceof ApiError)) return 'other';
  const code = error.fields.slack;
  if (error.fields.needsReconnection === 'true') return 'expired';
  if (code === 'missing_scope') return 'missingScopes';
  // A channel Slack let me read before and refuses now: I was removed from it.
  if (error.fields.access === 'revoked') return 'accessRevoked';
  if (code === 'channel_not_found') return 'channelNotFound';
  if (code === 'not_in_channel') return 'notInChannel';
  return 'other';
}

/** The spec's retries: 3, after 1, 2 and 4 s; never for what retrying cannot fix. */
export const SLACK_RETRIES = 3;
export const slackRetry = (failureCount: number, error: unknown) =>
  slackErrorKind(error) === 'other' && failureCount < SLACK_RETRIES;
export const slackRetryDelay = (attempt: number) => 1000 * 2 ** attempt;
