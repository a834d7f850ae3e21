import { FETCH_LIMITS, type NetworkPolicy, safeFetch } from '../../../lib/network/safe-fetch.ts';
import { type ImageKind, sniffImage } from './image-sniff.ts';
import type { OrganizationFacts } from './json-ld.ts';
import { type PageFacts, resolveLink } from './page-facts.ts';

export type FoundLogo = { bytes: Buffer; kind: ImageKind; url: string };
/** Where the fetcher may connect (as for the pages) and when the logo search must end. */
type FetchPolicy = { network: NetworkPolicy; deadline: number };

const MAX_ATTEMPTS = 6;
const MANIFEST_MAX_BYTES = 256 * 1024;

/** The largest edge named in a `sizes` value ("16x16 32x32" → 32); "any" counts as huge. */
function largestSize(sizes: string | null | undefined): number {
  if (!sizes) return 0;
  if (/\bany\b/i.test(sizes)) return 10_000;
  return Math.max(0, ...[...sizes.matchAll(/(\d+)x(\d+)/gi)].map((m) => Number(m[1])));
}

type ManifestIcon = { src: string; sizes: string; purpose: string };

/** The icons[] of a parsed manifest, keeping only entries with a text src. */
function manifestIconsOf(manifest: unknown): ManifestIcon[] {
  if (typeof manifest !== 'object' || manifest === null || !('icons' in manifest)) return [];
  const { icons } = manifest;
  if (!Array.isArray(icons)) return [];
  return icons.flatMap((icon: unknown) =>
    typeof icon === 'object' && icon !== null && 'src' in icon && typeof icon.src === 'string'
      ? [
          {
            src: icon.src,
            sizes: 'sizes' in icon ? String(icon.sizes) : '',
            purpose: 'purpose' in icon ? String(icon.purpose) : '',
          },
        ]
      : [],
  );
}

/** Icons of the web app manifest, best first: 192–512 px, not maskable (integrations spec C.3.4). */
async function manifestIcons(manifestUrl: string, policy: FetchPolicy): Promise<string[]> {
  try {
    const manifest = await safeFetch(manifestUrl, {
      ...policy.network,
      accept: 'application/manifest+json, application/json',
      maxBytes: MANIFEST_MAX_BYTES,
      timeoutMs: Math.max(1, policy.deadline - Date.now()),
    });
    if (manifest.status < 200 || manifest.status >= 300) return [];
    const fit = (size: number) => (size >= 192 && size <= 512 ? 0 : size > 512 ? 1 : 2);
    return manifestIconsOf(JSON.parse(manifest.body.toString('utf8')))
      .filter((icon) => !icon.purpose.includes('maskable'))
      .map((icon) => ({ url: resolveLink(icon.src, manifest.url), size: largestSize(icon.sizes) }))
      .filter((icon): icon is { url: string; size: number } => icon.url !== null)
      .sort((a, b) => fit(a.size) - fit(b.size) || b.size - a.size)
      .map((icon) => icon.url);
  } catch {
    return [];
  }
}

/** Logo candidates in the priority of integrations spec C.3, without duplicates. */
export async function logoCandidates(
  page: PageFacts,
  organization: OrganizationFacts | null,
  policy: FetchPolicy,
): Promise<string[]> {
  const touchIcons = page.icons
    .filter((icon) => icon.rel.some((token) => token.startsWith('apple-touch-icon')))
    .sort((a, b) => largestSize(b.sizes) - largestSize(a.sizes));
  const icons = page.icons
    .filter((icon) => icon.rel.includes('icon'))
    .sort((a, b) => {
      const svg = (t: string | null) => (t === 'image/svg+xml' ? 1 : 0);
      return svg(b.type) - svg(a.type) || largestSize(b.sizes) - largestSize(a.sizes);
    });
  const fromManifest = page.manifestUrl ? await manifestIcons(page.manifestUrl, policy) : [];
  const candidates = [
    resolveLink(organization?.logo, page.baseUrl),
    ...touchIcons.map((icon) => icon.url),
    ...icons.map((icon) => icon.url),
    ...fromManifest,
    resolveLink('/favicon.ico', page.baseUrl),
    resolveLink(organization?.image, page.baseUrl),
    resolveLink(page.meta.get('og:image:secure_url') ?? page.meta.get('og:image'), page.baseUrl),
    resolveLink(page.meta.get('twitter:image'), page.baseUrl),
  ];
  return [...new Set(candidates.filter((url): url is string => url !== null))];
}

/**
 * The first candidate that really is an image (sniffed from its bytes, non-empty, within the
 * size cap), fetched through the same safe fetcher as the page. Null when none is.
 */
export async function findLogo(
  candidates: readonly string[],
  policy: FetchPolicy,
): Promise<FoundLogo | null> {
  for (const url of candidates.slice(0, MAX_ATTEMPTS)) {
    const remaining = policy.deadline - Date.now();
    if (remaining <= 0) return null;
    try {
      const response = await safeFetch(url, {
        ...policy.network,
        accept: 'image/*',
        maxBytes: FETCH_LIMITS.maxBytes,
        timeoutMs: remaining,
      });
      if (response.status < 200 || response.status >= 300 || response.body.length === 0) continue;
      const kind = sniffImage(response.body);
      if (kind) return { bytes: response.body, kind, url };
    } catch {
      // unreachable, refused or too big: try the next candidate
    }
  }
  return null;
}
