import { describe, expect, it } from 'vitest';
import {
  buildCrossAppUrl,
  type CrossAppContext,
  decodeCrossAppPayload,
  encodeCrossAppPayload,
  hasCrossAppParam,
  removeCrossAppParam,
} from './cross-app-payload';

const context: CrossAppContext = {
  userId: 'user-1',
  companyId: '3f0c8a52-4a4e-4d8a-9a55-0f7f6f0d2b11',
  accessToken: 'access.jwt.token',
  refreshToken: 'refresh-token',
  source: 'hr',
  returnUrl: 'https://hr.example.com/people?tab=all',
  breadcrumb: 'Zoë’s Café – Überblick',
};

describe('cross-app payload', () => {
  it('round-trips non-ASCII text', () => {
    const decoded = decodeCrossAppPayload(encodeCrossAppPayload(context));
    expect(decoded).toEqual({
      accessToken: context.accessToken,
      refreshToken: context.refreshToken,
      source: context.source,
      returnUrl: context.returnUrl,
      breadcrumb: context.breadcrumb,
    });
  });

  it('accepts a "+" that arrived as a space and base64url without padding', () => {
    const encoded = encodeCrossAppPayload({ ...context, breadcrumb: '>>>???' });
    expect(decodeCrossAppPayload(encoded.replace(/\+/g, ' '))).not.toBeNull();
    const base64Url = encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeCrossAppPayload(base64Url)).not.toBeNull();
  });

  it('rejects garbage, non-JSON and payloads failing the schema', () => {
    expect(decodeCrossAppPayload('')).toBeNull();
    expect(decodeCrossAppPayload('%%%')).toBeNull();
    expect(decodeCrossAppPayload(btoa('not json'))).toBeNull();
    expect(decodeCrossAppPayload(btoa(JSON.stringify({ accessToken: 'a' })))).toBeNull();
    const scriptReturn = { ...context, returnUrl: 'javascript:alert(1)' };
    expect(decodeCrossAppPayload(encodeCrossAppPayload(scriptReturn))).toBeNull();
  });

  it('builds a target URL that keeps its own query', () => {
    const url = new URL(buildCrossAppUrl('https://hr.example.com/app?x=1', context));
    expect(url.searchParams.get('x')).toBe('1');
    expect(decodeCrossAppPayload(url.searchParams.get('crossApp') ?? '')?.source).toBe('hr');
    expect(buildCrossAppUrl('/hr', context, 'https://crm.example.com/')).toMatch(
      /^https:\/\/crm\.example\.com\/hr\?crossApp=/,
    );
  });

  it('detects and removes only the crossApp parameter', () => {
    expect(hasCrossAppParam('?a=1&crossApp=xyz')).toBe(true);
    expect(hasCrossAppParam('?a=1')).toBe(false);
    expect(removeCrossAppParam('?a=1&crossApp=xyz&b=2')).toBe('?a=1&b=2');
    expect(removeCrossAppParam('?crossApp=xyz')).toBe('');
  });
});
