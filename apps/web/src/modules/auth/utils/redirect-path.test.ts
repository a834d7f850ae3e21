import { describe, expect, it } from 'vitest';
import { redirectPathFromState, toRedirectState } from './redirect-path';

describe('redirect path', () => {
  it('returns the remembered in-app path', () => {
    const state = toRedirectState({ pathname: '/contacts/7', search: '?tab=notes', hash: '#top' });
    expect(redirectPathFromState(state)).toBe('/contacts/7?tab=notes#top');
  });

  it('falls back to the dashboard for missing, foreign or looping paths', () => {
    expect(redirectPathFromState(null)).toBe('/');
    expect(redirectPathFromState({ from: 42 })).toBe('/');
    expect(redirectPathFromState({ from: '//evil.example.com' })).toBe('/');
    expect(redirectPathFromState({ from: '/\\evil.example.com' })).toBe('/');
    expect(redirectPathFromState({ from: 'https://evil.example.com' })).toBe('/');
    expect(redirectPathFromState({ from: '/auth' })).toBe('/');
  });
});
