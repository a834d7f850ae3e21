import { describe, expect, it } from 'vitest';
import { brandFromTitle } from '../../../src/features/companies/enrichment/company-facts.ts';
import { countryName } from '../../../src/features/companies/enrichment/country-names.ts';
import { decodeHtml, homepageUrls } from '../../../src/features/companies/enrichment/enrichment.service.ts';
import { scanHtml } from '../../../src/features/companies/enrichment/html-scan.ts';
import { sniffImage } from '../../../src/features/companies/enrichment/image-sniff.ts';
import { guessIndustry } from '../../../src/features/companies/enrichment/industry-guess.ts';
import {
  mainOrganization,
  organizationsFromJsonLd,
} from '../../../src/features/companies/enrichment/json-ld.ts';

describe('the HTML scanner', () => {
  it('reads tags and attributes in any quoting and case, and decodes entities', () => {
    const scan = scanHtml(
      `<!doctype html><HTML LANG=en><head><Meta Property="og:title" CONTENT='Tom &amp; Jerry&#39;s &#x263A;'>
       <meta name=description content=plain><link rel="Apple-Touch-Icon Icon" href="/a.png" sizes=180x180 />
       <title> Acme
       Trading </title></head></html>`,
    );
    expect(scan.title).toBe('Acme Trading');
    expect(scan.tags.map((t) => t.name)).toEqual(['html', 'meta', 'meta', 'link']);
    expect(scan.tags[1]?.attrs).toEqual({ property: 'og:title', content: "Tom & Jerry's ☺" });
    expect(scan.tags[2]?.attrs.content).toBe('plain');
    expect(scan.tags[3]?.attrs).toMatchObject({ rel: 'Apple-Touch-Icon Icon', sizes: '180x180' });
  });

  it('ignores comments and the contents of scripts, styles and titles; keeps JSON-LD blocks', () => {
    const scan = scanHtml(`<!-- <meta name="hidden" content="x"> -->
      <script>document.write('<meta name="fake" content="y">')</script>
      <style>a[href="<meta>"]{}</style>
      <script type=" application/LD+JSON ">{"@type":"Organization","name":"A</b>"}</script>
      <title>T</title><meta name="real" content="z">`);
    expect(scan.tags).toEqual([{ name: 'meta', attrs: { name: 'real', content: 'z' } }]);
    expect(scan.jsonLd).toEqual(['{"@type":"Organization","name":"A</b>"}']);
  });

  it('never throws on broken markup', () => {
    for (const html of [
      '<',
      '<meta content="unterminated',
      '<<<>>>',
      '<!--',
      '<script>',
      '<a href=>',
      '\u0000<p',
    ]) {
      expect(() => scanHtml(html)).not.toThrow();
    }
  });
});

describe('schema.org JSON-LD', () => {
  it('finds organizations in arrays, @graph and nested nodes, resolving @id references', () => {
    const organizations = organizationsFromJsonLd([
      JSON.stringify([
        { '@type': 'WebPage', publisher: { '@type': 'Corporation', name: 'Nested Corp' } },
        { '@type': 'BreadcrumbList', name: 'Crumbs' },
      ]),
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            '@id': '#org',
            name: 'Graph Org',
            address: { '@id': '#addr' },
            logo: 'https://x.example/l.png',
          },
          {
            '@type': 'PostalAddress',
            '@id': '#addr',
            addressLocality: 'Porto',
            addressCountry: { '@type': 'Country', name: 'Portugal' },
          },
        ],
      }),
      '{ not json',
    ]);
    expect(organizations.map((o) => o.name)).toEqual(['Nested Corp', 'Graph Org']);
    expect(organizations[1]?.address).toMatchObject({ city: 'Porto', country: 'Portugal' });
    expect(mainOrganization(organizations)?.name).toBe('Graph Org');
  });

  it('reads employees, contact points and industry hints in their many shapes', () => {
    const [org] = organizationsFromJsonLd([
      `<!--{"@type":"http://schema.org/LegalService","name":"Lex LLP","numberOfEmployees":{"value":"120"},
        "contactPoint":[{"@type":"ContactPoint","telephone":"+1 555 0100","email":"law@lex.example"}],
        "keywords":"law, litigation","address":"1 Court Lane, Leeds",}-->`,
    ]);
    expect(org).toMatchObject({
      types: ['LegalService'],
      name: 'Lex LLP',
      employees: 120,
      telephone: '+1 555 0100',
      email: 'law@lex.example',
      address: { street: '1 Court Lane, Leeds', city: null },
      industryHints: ['law', 'litigation'],
    });
    const [range] = organizationsFromJsonLd([
      '{"@type":"NGO","name":"Helpers","numberOfEmployees":{"maxValue":50}}',
    ]);
    expect(range?.employees).toBe(50);
  });
});

describe('best guesses', () => {
  it('guesses the industry from the type, else from words', () => {
    expect(guessIndustry({ types: ['Dentist'], texts: [] })).toBe('healthcare');
    expect(guessIndustry({ types: ['HardwareStore'], texts: [] })).toBe('retail');
    expect(
      guessIndustry({ types: ['Organization'], texts: ['Cloud software platform for developers'] }),
    ).toBe('technology');
    expect(guessIndustry({ types: [], texts: ['Rapid capital allocation'] })).toBe(null);
    expect(guessIndustry({ types: [], texts: ['Lettings and property management'] })).toBe('real estate');
  });

  it('takes the brand from a title and the country name from a code', () => {
    expect(brandFromTitle('Acme Ltd – Industrial Widgets')).toBe('Acme Ltd');
    expect(brandFromTitle('Home | Acme')).toBe('Acme');
    expect(brandFromTitle('Welcome - Zeta: the best')).toBe('Zeta');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('uk')).toBe('United Kingdom');
    expect(countryName('de')).toBe('Germany');
    expect(countryName('Republic of Ireland')).toBe('Republic of Ireland');
    expect(countryName('ZZ')).toBe('ZZ');
  });

  it('recognises images by their bytes, not their names', () => {
    expect(sniffImage(Buffer.from('89504e470d0a1a0a00', 'hex'))?.contentType).toBe('image/png');
    expect(sniffImage(Buffer.from('ffd8ffe000104a46', 'hex'))?.extension).toBe('jpg');
    expect(sniffImage(Buffer.from('GIF89a....'))?.extension).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.extension).toBe('webp');
    expect(sniffImage(Buffer.from([0, 0, 1, 0, 1, 0]))?.extension).toBe('ico');
    expect(
      sniffImage(Buffer.from('\uFEFF<?xml version="1.0"?><!DOCTYPE svg><svg xmlns="x"/>'))?.extension,
    ).toBe('svg');
    expect(sniffImage(Buffer.from('<!DOCTYPE html><html><svg></svg></html>'))).toBeNull();
    expect(sniffImage(Buffer.from(''))).toBeNull();
  });
});

describe('fetch targets and text', () => {
  it('starts from the homepage: as typed with scheme and port, else https then http', () => {
    expect(homepageUrls('http://127.0.0.1:8080/about').map(String)).toEqual(['http://127.0.0.1:8080/']);
    expect(homepageUrls('www.Example.com/x').map(String)).toEqual([
      'https://www.example.com/',
      'http://www.example.com/',
    ]);
  });

  it('decodes the page in its declared charset', () => {
    const page = (body: Buffer, contentType: string | null) => ({
      url: new URL('http://x.example/'),
      status: 200,
      contentType,
      body,
    });
    expect(
      decodeHtml(page(Buffer.from('<title>Caf\u00e9</title>', 'latin1'), 'text/html; charset=ISO-8859-1')),
    ).toBe('<title>Café</title>');
    expect(
      decodeHtml(page(Buffer.from('<meta charset="windows-1252"><b>\u00e9</b>', 'latin1'), 'text/html')),
    ).toContain('é');
    expect(decodeHtml(page(Buffer.from('<b>\u00e9</b>'), null))).toBe('<b>é</b>');
    expect(decodeHtml(page(Buffer.from('<b>x</b>'), 'text/html; charset=klingon'))).toBe('<b>x</b>');
  });
});

describe('the HTML scanner reads broken pages as browsers do', () => {
  it('decodes every kind of character reference, in attributes and titles', () => {
    const scan = scanHtml(
      `<title>Caf&eacute; &amp;&nbsp;Bar &mdash; &euro;5 &#8482; &#x1F600; &notit; &amp</title>
       <meta property="og:site_name" content="Sch&ouml;n &lt;GmbH&gt; &quot;Q&quot; &AElig;sir &frac12; &hearts;">
       <meta name="description" content="Fish &amp chips &copy 2026 &unknownentity; &#0; &#xD800;">`,
    );
    expect(scan.title).toBe('Café & Bar — €5 ™ 😀 ¬it; &');
    expect(scan.tags[0]?.attrs.content).toBe('Schön <GmbH> "Q" Æsir ½ ♥');
    // Legacy references without ";" are decoded in text-like values, unknown ones kept, bad code points replaced.
    expect(scan.tags[1]?.attrs.content).toBe('Fish & chips © 2026 &unknownentity; \uFFFD \uFFFD');
  });

  it('copes with unclosed, misnested and stray markup', () => {
    const scan = scanHtml(
      `<html lang="en-GB"><head><meta charset=utf-8><title>Acme</head><body>
       <div><p><b><i>bold</b> italic</i><table><tr><td><meta name="inside-table" content=ok></div>
       <a href=/about>About<a href="/contact">Contact</a>
       <meta name="unterminated" content="never closed>
       </body></html>`,
    );
    // An unclosed <title> runs to the end of the document, as in browsers.
    expect(scan.title?.startsWith('Acme')).toBe(true);
    expect(scan.tags.find((t) => t.name === 'html')?.attrs.lang).toBe('en-GB');
  });

  it('finds tags in a body with misnested tables and unclosed anchors', () => {
    const scan = scanHtml(
      `<!DOCTYPE html><html><head><title>T</title><link rel=icon href=/i.png></head><body>
       <table><tr><td><a href=/one>one<td><a href="/two">two</table>
       <p>text <a href='/three'>three
       <svg><title>not the page title</title><a href="/svg-link"></a></svg>
       <template><meta name="inert" content="x"></template>
       <noscript><meta name="ns" content="y"></noscript>
       <![CDATA[ <meta name="cdata" content="z"> ]]>
       <script type=" application/LD+JSON ">{"@type":"Organization","name":"A &amp; B"}</script>`,
    );
    expect(scan.title).toBe('T');
    const hrefs = scan.tags.filter((t) => t.name === 'a').map((t) => t.attrs.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/one', '/two', '/three']));
    expect(scan.tags.some((t) => t.attrs.name === 'inert')).toBe(false);
    expect(scan.tags.some((t) => t.attrs.name === 'ns')).toBe(false);
    expect(scan.tags.some((t) => t.name === 'link' && t.attrs.href === '/i.png')).toBe(true);
    // Script text is raw: its entities are not decoded.
    expect(scan.jsonLd).toEqual(['{"@type":"Organization","name":"A &amp; B"}']);
  });

  it('survives pathological input: deep nesting, huge attribute lists, NUL bytes', () => {
    const deep = `${'<div>'.repeat(50_000)}<meta name=deep content=yes>`;
    expect(scanHtml(deep).tags.find((t) => t.attrs.name === 'deep')?.attrs.content).toBe('yes');
    const attrs = Array.from({ length: 5_000 }, (_, i) => `a${i}=${i}`).join(' ');
    expect(Object.keys(scanHtml(`<meta ${attrs}>`).tags[0]?.attrs ?? {})).toHaveLength(5_000);
    expect(scanHtml('<title>a\u0000b</title>').title).toBe('a\uFFFDb');
  });
});
