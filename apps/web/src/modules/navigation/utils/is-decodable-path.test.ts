import { describe, expect, it } from 'vitest';
import { isDecodablePath } from './is-decodable-path';

describe('isDecodablePath', () => {
  it('accepts plain and well-escaped paths', () => {
    for (const path of ['/', '/companies/0b4c', '/contacts/J%C3%BCrgen', '/a%20b']) {
      expect(isDecodablePath(path), path).toBe(true);
    }
  });

  it('refuses a truncated or invalid escape', () => {
    for (const path of ['/companies/%E0%A4%A', '/contacts/%', '/tasks/%zz', '/x/%C3']) {
      expect(isDecodablePath(path), path).toBe(false);
    }
  });
});
