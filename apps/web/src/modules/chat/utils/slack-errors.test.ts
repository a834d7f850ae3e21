import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SLACK_RETRIES, slackErrorKind, slackRetry, slackRetryDelay } from './slack-errors';

const answer = (status: number, fields: Record<string, string>) =>
  new ApiError({ status, code: 'bad_request', message: 'x', hasServerMessage: true, fields });

describe('Slack errors in the chat window (shell spec §8)', () => {
  it('sorts our answers into the catalogue', () => {
    expect(slackErrorKind(answer(409, { slack: 'token_revoked', needsReconnection: 'true' }))).toBe(
      'expired',
    );
    expect(slackErrorKind(answer(403, { slack: 'missing_scope', needed: 'groups:read' }))).toBe(
      'missingScopes',
    );
    expect(slackErrorKind(answer(404, { slack: 'channel_not_found' }))).toBe('channelNotFound');
    expect(slackErrorKind(answer(403, { slack: 'not_in_channel' }))).toBe('notInChannel');
    // Removed from a channel Slack let me read before: the window says it is gone, never retried.
    const revoked = answer(404, { slack: 'channel_not_found', access: 'revoked' });
    expect(slackErrorKind(revoked)).toBe('accessRevoked');
    expect(slackRetry(0, revoked)).toBe(false);
    expect(slackErrorKind(answer(503, { slack: 'internal_error' }))).toBe('other');
    expect(slackErrorKind(new Error('offline'))).toBe('other');
  });

  it('retries other errors 3 times after 1, 2 and 4 s, and never what retrying cannot fix', () => {
    const other = answer(503, { slack: 'service_unavailable' });
    expect([0, 1, 2].map((n) => slackRetry(n, other))).toEqual([true, true, true]);
    expect(slackRetry(SLACK_RETRIES, other)).toBe(false);
    expect([0, 1, 2].map(slackRetryDelay)).toEqual([1000, 2000, 4000]);
    expect(slackRetry(0, answer(409, { needsReconnection: 'true' }))).toBe(false);
    expect(slackRetry(0, answer(404, { slack: 'channel_not_found' }))).toBe(false);
  });
});
