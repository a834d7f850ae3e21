import { describe, expect, it } from 'vitest';
import { mailHref, telHref } from './useCrmLookup';

describe('tap to call or mail on the phone', () => {
  it('dials the digits of a number as people write it, keeping a leading +', () => {
    expect(telHref('+353 1 555 0100')).toBe('tel:+35315550100');
    expect(telHref('(01) 555-0100 ext')).toBe('tel:015550100');
    expect(telHref('n/a')).toBeNull();
  });

  it('mails one address only, never a crafted one carrying more recipients or headers', () => {
    expect(mailHref(' dana@example.com ')).toBe('mailto:dana@example.com');
    expect(mailHref('a@b.com?cc=evil@x.com')).toBeNull();
    expect(mailHref('a@b.com, c@d.com')).toBeNull();
    expect(mailHref('not an email')).toBeNull();
  });
});
