import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it.each([
    ['/', 'Main Dashboard · Northdesk'],
    ['/companies', 'Companies · Northdesk'],
    ['/companies/abc?tab=1', 'Company Detail · Northdesk'],
    ['/mobile-home', 'Mobile Home · Northdesk'],
    ['/auth', 'Sign In · Northdesk'],
    ['/q/token123', 'Quote · Northdesk'],
    ['/nowhere', 'Unknown Page · Northdesk'],
  ])('%s → %s', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });
});
