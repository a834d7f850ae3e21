import { scanHtml } from './html-scan.ts';
import { type OrganizationFacts, organizationsFromJsonLd } from './json-ld.ts';

export type IconLink = { url: string; rel: readonly string[]; sizes: string | null; type: string | null };

/** What one HTML page says about the company behind it (integrations spec C.1–C.3). */
export type PageFacts = {
  /** Base for relative links: <base href>, else the page's final URL. */
  baseUrl: URL;
  title: string | null;
  /** Open Graph, Twitter and plain meta tags by lower-cased property or name; first one wins. */
  meta: ReadonlyMap<string, string>;
  organizations: OrganizationFacts[];
  icons: IconLink[];
  manifestUrl: string | null;
  telephones: string[];
  emails: string[];
};

/** An absolute http(s) URL for a link of the page, or null. */
export function resolveLink(href: string | null | undefined, base: URL): string | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const decodeLink = (text: string) => {
  try {
    return decodeURIComponent(text).trim();
  } catch {
    return text.trim();
  }
};

export function readPage(html: string, pageUrl: URL): PageFacts {
  const scan = scanHtml(html);
  const baseHref = scan.tags.find((tag) => tag.name === 'base')?.attrs.href;
  const baseUrl = new URL(resolveLink(baseHref, pageUrl) ?? pageUrl.toString());
  const meta = new Map<string, string>();
  const icons: IconLink[] = [];
  const telephones: string[] = [];
  const emails: string[] = [];
  let manifestUrl: string | null = null;

  for (const { name, attrs } of scan.tags) {
    if (name === 'meta') {
      const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').trim().toLowerCase();
      const content = attrs.content?.trim();
      if (key && content && !meta.has(key)) meta.set(key, content);
    } else if (name === 'link') {
      // rel is a space-separated token list (MDN link types).
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const url = resolveLink(attrs.href, baseUrl);
      if (!url) continue;
      if (rel.includes('manifest')) manifestUrl ??= url;
      if (rel.some((token) => token === 'icon' || token.startsWith('apple-touch-icon')))
        icons.push({ url, rel, sizes: attrs.sizes ?? null, type: attrs.type ?? null });
    } else if (name === 'a') {
      const href = attrs.href?.trim() ?? '';
      if (/^tel:/i.test(href)) telephones.push(decodeLink(href.slice(4)));
      if (/^mailto:/i.test(href)) emails.push(decodeLink(href.slice(7).split('?')[0] ?? ''));
    }
  }

  return {
    baseUrl,
    title: scan.title,
    meta,
    organizations: organizationsFromJsonLd(scan.jsonLd),
    icons,
    manifestUrl,
    telephones: telephones.filter(Boolean),
    emails: emails.filter((e) => e.includes('@')),
  };
}
