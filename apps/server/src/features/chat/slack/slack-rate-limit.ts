import { SlackApiError } from './slack-client.ts';

/*
 * Slack's 429 Retry-After, per workspace (`company:team`) on this node: until it passes nobody
 * here asks Slack (the windows' shared reads, the poller, the access checks). Per node, as each
 * node's own requests are what it can hold back; the tier is counted by Slack across them.
 */

const blockedUntil = new Map<string, number>();

/** Notes a 429's Retry-After for the workspace, so nobody on this node asks Slack before it passes. */
export function noteSlackRateLimit(teamKey: string, error: unknown): void {
  if (error instanceof SlackApiError && error.code === 'ratelimited')
    blockedUntil.set(teamKey, Date.now() + (error.retryAfterSeconds ?? 1) * 1000);
}

/** Seconds left of the workspace's Retry-After on this node (0: Slack may be asked). */
export function slackRateLimitWait(teamKey: string): number {
  return Math.max(0, ((blockedUntil.get(teamKey) ?? 0) - Date.now()) / 1000);
}
