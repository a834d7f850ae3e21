import { COMPANIES_COPY, type EnrichedCompany, normalizeDomain } from '@northdesk/shared';
import type { Database } from '../../../db/types.ts';
import {
  FETCH_LIMITS,
  type FetchedResource,
  FetchFailedError,
  FetchRefusedError,
  type NetworkPolicy,
  safeFetch,
} from '../../../lib/network/safe-fetch.ts';
import type { FileStorage } from '../../../lib/storage/storage.ts';
import { recordPendingFile } from '../../pending-files/pending-files.service.ts';
import { companyLogoKey, newLogoFile } from '../company-logos.ts';
import { companyFactsFrom } from './company-facts.ts';
import { mainOrganization } from './json-ld.ts';
import { findLogo, logoCandidates } from './logo-discovery.ts';
import { type PageFacts, readPage } from './page-facts.ts';

export type EnrichmentDeps = {
  db: Database;
  storage: FileStorage;
  /** Which addresses the page and logo fetches may reach (ENRICHMENT_* settings). */
  network: NetworkPolicy;
};

/** Enrichment could not produce a result; the message is safe to show. */
export class EnrichmentError extends Error {
  override readonly name = 'EnrichmentError';
}

/** Pages tried when the homepage names no organization (integrations spec C, approach 1). */
const FALLBACK_PATHS = ['/about', '/contact'];
/** Time for logo discovery after the pages, so one slow icon cannot hold the dialog for long. */
const LOGO_BUDGET_MS = 8_000;
const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';

/**
 * Where to start: the domain as typed keeps its scheme and port ("http://127.0.0.1:8080"); a bare
 * domain is tried over https, then http.
 */
export function homepageUrls(input: string): URL[] {
  const text = input.trim();
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    throw new EnrichmentError(COMPANIES_COPY.domainInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefusedError('Only http and https addresses can be fetched');
  const home = new URL('/', url.origin);
  if (hasScheme) return [home];
  const plain = new URL(home);
  plain.protocol = 'http:';
  return [home, plain];
}

const looksLikeHtml = (page: FetchedResource) => {
  const type = (page.contentType ?? '').toLowerCase();
  if (type.includes('html')) return true;
  return (
    (!type || type.startsWith('text/plain')) &&
    /<(!doctype html|html|head)[\s>]/i.test(page.body.subarray(0, 2048).toString('latin1'))
  );
};

/** The page's text in its declared charset (header, then <meta charset>), else UTF-8. */
export function decodeHtml(page: FetchedResource): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(page.contentType ?? '')?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(page.body.subarray(0, 2048).toString('latin1'))?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared).decode(page.body);
  } catch {
    return new TextDecoder('utf-8').decode(page.body);
  }
}

async function fetchPage(url: URL, network: NetworkPolicy): Promise<FetchedResource> {
  const page = await safeFetch(url, { ...network, accept: HTML_ACCEPT });
  if (page.status < 200 || page.status >= 300)
    throw new FetchFailedError(`${page.url.hostname} answered with HTTP ${page.status}`);
  if (!looksLikeHtml(page)) throw new FetchFailedError(`${page.url.hostname} did not answer with a web page`);
  return page;
}

async function fetchHomepage(urls: readonly URL[], network: NetworkPolicy): Promise<FetchedResource> {
  let failure: unknown;
  for (const url of urls) {
    try {
      return await fetchPage(url, network);
    } catch (error) {
      // A refusal is final; a failure over https may still work over plain http.
      if (error instanceof FetchRefusedError) throw error;
      failure = error;
    }
  }
  throw failure instanceof Error ? failure : new EnrichmentError(COMPANIES_COPY.enrichmentFailed);
}

/** The homepage, plus /about and /contact when the homepage names no organization. */
async function readSite(home: FetchedResource, network: NetworkPolicy): Promise<PageFacts[]> {
  const pages = [readPage(decodeHtml(home), home.url)];
  for (const path of FALLBACK_PATHS) {
    if (pages.some((page) => page.organizations.length > 0)) break;
    try {
      const page = await fetchPage(new URL(path, home.url.origin), network);
      pages.push(readPage(decodeHtml(page), page.url));
    } catch {
      // optional pages: missing or failing is fine
    }
  }
  return pages;
}

/**
 * Fills company fields from the company's own website (integrations spec C): the homepage (and
 * /about, /contact) read for schema.org JSON-LD, Open Graph and meta tags; the logo found,
 * checked to be an image and kept in file storage as a pending logo of the tenant, named by the
 * returned logoFile until the company is saved with it.
 */
export async function enrichCompany(
  deps: EnrichmentDeps,
  tenantId: string,
  domainInput: string,
): Promise<EnrichedCompany> {
  const domain = normalizeDomain(domainInput);
  if (!domain) throw new EnrichmentError(COMPANIES_COPY.domainInvalid);
  const { network } = deps;
  const home = await fetchHomepage(homepageUrls(domainInput), network);
  const pages = await readSite(home, network);
  const facts = companyFactsFrom(domain, pages);
  const [homePage] = pages;
  let logoFile: string | null = null;
  if (homePage) {
    const policy = { network, deadline: Date.now() + LOGO_BUDGET_MS };
    const organization = mainOrganization(pages.flatMap((page) => page.organizations));
    const logo = await findLogo(await logoCandidates(homePage, organization, policy), policy);
    if (logo) {
      const file = newLogoFile('pending', logo.kind.extension);
      const key = companyLogoKey(tenantId, file);
      // Noted before the put: if this node dies in between, the sweeper finds a row without a
      // file (deleting it is harmless), never a file without a row that nothing would delete.
      await recordPendingFile(deps.db, { companyId: tenantId }, key);
      await deps.storage.put(key, logo.bytes, {
        contentType: logo.kind.contentType,
        maxBytes: FETCH_LIMITS.maxBytes,
      });
      logoFile = file;
    }
  }
  return { ...facts, logoFile };
}
