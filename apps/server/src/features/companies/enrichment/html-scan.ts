/*
 * A small, forgiving HTML scanner: enough to read a page's head the way enrichment needs
 * (integrations spec C.1–C.3), not a full HTML5 parser. It walks the text once, skips comments,
 * doctypes and end tags, reads start tags with their attributes (quoted, unquoted or bare), treats
 * script, style, textarea and title content as raw text, and never throws on broken markup.
 */

export type HtmlTag = { name: string; attrs: Readonly<Record<string, string>> };

export type HtmlScan = {
  /** Start tags of interest, in document order. */
  tags: HtmlTag[];
  title: string | null;
  /** The raw text of every <script type="application/ld+json">. */
  jsonLd: string[];
};

const TAGS_OF_INTEREST = new Set(['meta', 'link', 'base', 'html', 'a']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template', 'xmp']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

/** Decodes character references (&amp; &#39; &#x27; and the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';

/** Reads a start tag at `start` (just after "<name"); returns its attributes and where it ends. */
function readAttributes(html: string, start: number): { attrs: Record<string, string>; end: number } {
  const attrs: Record<string, string> = {};
  let i = start;
  while (i < html.length) {
    while (isSpace(html[i]) || html[i] === '/') i++;
    if (i >= html.length || html[i] === '>') return { attrs, end: i + 1 };
    const nameStart = i;
    while (i < html.length && !isSpace(html[i]) && html[i] !== '>' && html[i] !== '=' && html[i] !== '/') i++;
    const name = html.slice(nameStart, i).toLowerCase();
    if (i === nameStart) {
      i++;
      continue;
    }
    while (isSpace(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!(name in attrs)) attrs[name] = decodeEntities(value);
  }
  return { attrs, end: html.length };
}

export function scanHtml(html: string): HtmlScan {
  const scan: HtmlScan = { tags: [], title: null, jsonLd: [] };
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const next = html[open + 1] ?? '';
    if (next === '!' || next === '?' || next === '/') {
      const close = html.indexOf('>', open + 2);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const nameMatch = /^[a-zA-Z][a-zA-Z0-9:-]*/.exec(html.slice(open + 1, open + 64));
    if (!nameMatch) {
      i = open + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const { attrs, end } = readAttributes(html, open + 1 + nameMatch[0].length);
    i = end;
    if (TAGS_OF_INTEREST.has(name)) scan.tags.push({ name, attrs });
    if (!RAW_TEXT.has(name)) continue;
    const closing = new RegExp(`</${name}`, 'gi');
    closing.lastIndex = i;
    const closeAt = closing.exec(html)?.index ?? -1;
    const content = html.slice(i, closeAt === -1 ? html.length : closeAt);
    i = closeAt === -1 ? html.length : closeAt;
    if (name === 'title' && scan.title === null)
      scan.title = decodeEntities(content).replace(/\s+/g, ' ').trim();
    if (name === 'script' && (attrs.type ?? '').trim().toLowerCase() === 'application/ld+json')
      scan.jsonLd.push(content);
  }
  return scan;
}
