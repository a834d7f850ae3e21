const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** ZZ is the code for "unknown region": no country. */
const UNKNOWN_REGION = 'ZZ';

/**
 * A country as people write it: schema.org's addressCountry is often an ISO 3166 alpha-2 code
 * ("GB"), which becomes its English name ("United Kingdom"); anything else is kept as given.
 */
export function countryName(value: string | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const code = trimmed.toUpperCase() === 'UK' ? 'GB' : trimmed.toUpperCase();
    try {
      const name = regionNames.of(code);
      if (name && code !== UNKNOWN_REGION) return name;
    } catch {
      // not a region code: keep the text
    }
  }
  return trimmed || null;
}
