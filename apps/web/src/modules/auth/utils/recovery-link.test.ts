import { describe, expect, it } from 'vitest';
import { parseRecoveryToken } from './recovery-link';

describe('parseRecoveryToken', () => {
  it('reads the token of a recovery link', () => {
    expect(parseRecoveryToken('#type=recovery&token=abc%2B123')).toBe('abc+123');
  });

  it('rejects other link types and links without a token', () => {
    expect(parseRecoveryToken('#type=signup&token=abc')).toBeNull();
    expect(parseRecoveryToken('#type=recovery')).toBeNull();
    expect(parseRecoveryToken('')).toBeNull();
  });
});
