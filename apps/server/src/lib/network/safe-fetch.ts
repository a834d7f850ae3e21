import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { type AddressAllowList, isListedAddress, isPublicAddress } from './ip-policy.ts';

/** Limits of integrations spec C (approach 1). */
export const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

const USER_AGENT = 'Mozilla/5.0 (compatible; NorthdeskEnrichment/1.0; +https://northdesk.app/bot)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The fetch was not attempted because policy forbids the target (scheme or address). */
export class FetchRefusedError extends Error {
  override readonly name = 'FetchRefusedError';
}

/** The fetch was attempted and failed: unreachable, too slow, too big, too many redirects. */
export class FetchFailedError extends Error {
  override readonly name = 'FetchFailedError';
}

export type SafeFetchOptions = {
  /** Tests serve their sites on 127.0.0.1; production never allows private targets. */
  allowPrivateNetworks: boolean;
  /** Private addresses that may be reached anyway (ENRICHMENT_ALLOWED_ADDRESSES), e.g. an intranet site. */
  allowedAddresses?: AddressAllowList;
  /** Narrows which addresses may be connected to (tests); public ones only by default. */
  isAllowedAddress?: (address: string) => boolean;
  accept?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type FetchedResource = {
  /** Where the content finally came from, after redirects. */
  url: URL;
  status: number;
  contentType: string | null;
  body: Buffer;
};

const refusedAddress = (host: string) =>
  new FetchRefusedError(`${host} points to a private or reserved network address, which is not allowed`);

/**
 * Resolves the host and refuses it unless every address is public. Given to http(s).request as
 * its `lookup`, so the check and the connection use the very same answer (no DNS rebinding
 * between a check and the connect).
 */
function guardedLookup(isAllowed: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      if (addresses.length === 0) return callback(new FetchFailedError(`${hostname} has no address`), '', 4);
      if (addresses.some((a) => !isAllowed(a.address))) return callback(refusedAddress(hostname), '', 4);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

type AddressPolicy = (address: string) => boolean;

/** Which addresses enrichment's fetches may reach: the part of the options set by configuration. */
export type NetworkPolicy = Pick<SafeFetchOptions, 'allowPrivateNetworks' | 'allowedAddresses'>;

function addressPolicyOf(options: SafeFetchOptions): AddressPolicy {
  if (options.isAllowedAddress) return options.isAllowedAddress;
  if (options.allowPrivateNetworks) return () => true;
  const allowList = options.allowedAddresses ?? [];
  return (address) => isPublicAddress(address) || isListedAddress(address, allowList);
}

/** Refuses what policy forbids before any connection: other schemes, credentials, private IP literals. */
function assertFetchable(url: URL, isAllowed: AddressPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefusedError('Only http and https addresses can be fetched');
  if (url.username || url.password) throw new FetchRefusedError('Addresses with credentials are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal is connected to without a lookup, so it is checked here.
  if (net.isIP(host) !== 0 && !isAllowed(host)) throw refusedAddress(host);
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads at most maxBytes of (decompressed) body, aborting the download once it grows past that. */
async function readCapped(response: IncomingMessage, maxBytes: number, host: string): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () => new FetchFailedError(`The response of ${host} is larger than ${maxBytes} bytes`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(response);
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(buffer);
    }
  } finally {
    response.destroy();
    if (stream !== response) stream.destroy();
  }
  return Buffer.concat(chunks);
}

function requestOnce(
  url: URL,
  options: { isAllowed: AddressPolicy; accept: string },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers: {
        'user-agent': USER_AGENT,
        accept: options.accept,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en;q=1, *;q=0.5',
      },
      lookup: guardedLookup(options.isAllowed),
      // A fresh connection per request: a pooled socket could belong to an address checked earlier.
      agent: false,
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

function describeFailure(error: unknown, host: string, signal: AbortSignal): Error {
  if (error instanceof FetchRefusedError || error instanceof FetchFailedError) return error;
  if (signal.aborted) return new FetchFailedError(`${host} took too long to answer`);
  return new FetchFailedError(`Could not reach ${host}`);
}

/**
 * GET with the protections a user-supplied URL needs (integrations spec C.4): http(s) only, no
 * private, loopback, link-local or other reserved targets (unless allowed for tests, or listed in
 * allowedAddresses), redirects followed by hand and each target checked again, at most 5 of them,
 * 10 seconds in all, at most 2 MB of body. Non-2xx answers are returned, not thrown; the caller
 * decides.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions): Promise<FetchedResource> {
  const maxRedirects = options.maxRedirects ?? FETCH_LIMITS.maxRedirects;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_LIMITS.timeoutMs);
  const settings = { isAllowed: addressPolicyOf(options), accept: options.accept ?? '*/*' };
  let url = new URL(input);
  for (let hop = 0; ; hop++) {
    assertFetchable(url, settings.isAllowed);
    let response: IncomingMessage;
    try {
      response = await requestOnce(url, settings, signal);
    } catch (error) {
      throw describeFailure(error, url.hostname, signal);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (hop >= maxRedirects) throw new FetchFailedError(`${url.hostname} redirected too many times`);
      try {
        url = new URL(location, url);
      } catch {
        throw new FetchFailedError(`${url.hostname} redirected to an invalid address`);
      }
      continue;
    }
    try {
      const body = await readCapped(response, maxBytes, url.hostname);
      return { url, status, contentType: response.headers['content-type'] ?? null, body };
    } catch (error) {
      throw describeFailure(error, url.hostname, signal);
    }
  }
}
