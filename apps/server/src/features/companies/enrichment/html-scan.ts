import { type DefaultTreeAdapterMap, parse } from 'parse5';

/*
 * Reads a page the way browsers do (WHATWG HTML parsing, parse5): every named and numeric character
 * reference, unclosed and misnested tags, attributes without quotes or values, comments, CDATA,
 * raw-text elements (script, style, title, textarea…) and <noscript> as a browser with scripting
 * sees it. Enrichment keeps only what it reads (integrations spec C.1–C.3): the tags below, the
 * first <title>, and the text of every <script type="application/ld+json">.
 */

export type HtmlTag = { name: string; attrs: Readonly<Record<string, string>> };

export type HtmlScan = {
  /** Start tags of interest, in document order. */
  tags: HtmlTag[];
  title: string | null;
  /** The raw text of every <script type="application/ld+json">. */
  jsonLd: string[];
};

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const TAGS_OF_INTEREST = new Set(['meta', 'link', 'base', 'html', 'a']);

const isElement = (node: Node): node is Element => 'tagName' in node;

function textOf(element: Element): string {
  let text = '';
  for (const child of element.childNodes)
    if (child.nodeName === '#text' && 'value' in child) text += child.value;
  return text;
}

function attributesOf(element: Element): Record<string, string> {
  const attrs: Record<string, string> = {};
  // The first of a repeated attribute wins, as in browsers (parse5 already drops the repeats).
  for (const { name, value } of element.attrs) if (!(name in attrs)) attrs[name] = value;
  return attrs;
}

export function scanHtml(html: string): HtmlScan {
  const scan: HtmlScan = { tags: [], title: null, jsonLd: [] };
  const document = parse(html, { scriptingEnabled: true });
  // Depth-first in document order, without recursion (deeply nested junk cannot overflow the stack).
  const stack: Node[] = [...document.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || !isElement(node)) continue;
    const name = node.tagName;
    // <template> content is inert (never shown, never read by browsers until cloned).
    if (name === 'template') continue;
    // The parser always makes an <html>; one the page did not write (no attributes) says nothing.
    if (TAGS_OF_INTEREST.has(name) && !(name === 'html' && node.attrs.length === 0))
      scan.tags.push({ name, attrs: attributesOf(node) });
    if (name === 'title' && scan.title === null && node.namespaceURI === 'http://www.w3.org/1999/xhtml')
      scan.title = textOf(node).replace(/\s+/g, ' ').trim();
    if (name === 'script' && (attributesOf(node).type ?? '').trim().toLowerCase() === 'application/ld+json')
      scan.jsonLd.push(textOf(node));
    for (let i = node.childNodes.length - 1; i >= 0; i--) {
      const child = node.childNodes[i];
      if (child) stack.push(child);
    }
  }
  return scan;
}
