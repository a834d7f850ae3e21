import type { ErrorCode } from '@northdesk/shared';
import type { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

interface ApiErrorInit {
  status: number;
  code: ErrorCode | 'unknown';
  message: string;
  hasServerMessage: boolean;
  fields?: Record<string, string>;
}

/** A non-2xx answer of the API. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | 'unknown';
  /** True when `message` is the server's `error.message`, meant to be shown to the user. */
  readonly hasServerMessage: boolean;
  readonly fields: Readonly<Record<string, string>>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.hasServerMessage = init.hasServerMessage;
    this.fields = init.fields ?? {};
  }
}

/** A 2xx answer whose body does not match the expected schema. */
export class ApiResponseFormatError extends Error {
  override readonly name = 'ApiResponseFormatError';

  constructor(path: string) {
    super(`Unexpected response from ${path}`);
  }
}

/** The server's message when there is one, otherwise the caller's fallback copy. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.hasServerMessage ? error.message : fallback;
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The error's schema is fetched with the first error (lib/api-error-body.ts): zod is not part of
 * the sign-in page's first load (issue 17); a page that parses answers has it loaded already.
 */
async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const { parseApiErrorBody } = await import('./api-error-body');
  const parsed = parseApiErrorBody(body);
  if (!parsed) {
    return new ApiError({
      status,
      code: 'unknown',
      message: `Request failed with status ${status}`,
      hasServerMessage: false,
    });
  }
  return new ApiError({ status, ...parsed, hasServerMessage: true });
}

/** Sends of one request when the server says it is too busy to start it (503 + Retry-After). */
export const BUSY_ATTEMPTS = 4;
/** Longest wait between those sends, whatever Retry-After asks. */
const BUSY_WAIT_CAP_MS = 5_000;

/**
 * Sends one request; the answer's status and its JSON body (undefined when empty or not JSON).
 * Our server answers 503 with Retry-After only when it refused the request before doing any of
 * it (load shedding, the embedded engine's queue), so sending it again after that wait is safe
 * for writes too: a person's save is not lost to a busy moment.
 */
async function send(path: string, options: ApiRequestOptions): Promise<{ status: number; json: unknown }> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  for (let attempt = 1; ; attempt++) {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
    const retryAfter = response.status === 503 ? response.headers.get('retry-after') : null;
    if (!retryAfter || attempt >= BUSY_ATTEMPTS) {
      return { status: response.status, json: await readJsonBody(response) };
    }
    // Seconds, as we send it. A caller that aborts meanwhile gets its AbortError from the next fetch.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(Number(retryAfter) * 1_000 || 0, BUSY_WAIT_CAP_MS)),
    );
  }
}

/** The JSON body of a 2xx answer; a non-2xx answer throws an ApiError. */
async function request(path: string, options: ApiRequestOptions): Promise<unknown> {
  const { status, json } = await send(path, options);
  if (status < 200 || status > 299) throw await toApiError(status, json);
  return json;
}

function parseWith<TSchema extends z.ZodType>(
  schema: TSchema,
  path: string,
  json: unknown,
): z.output<TSchema> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiResponseFormatError(path);
  return parsed.data;
}

/**
 * Calls the same-origin JSON API with the session cookie. With a schema the body is parsed and
 * returned; without one the body is ignored. Non-2xx answers throw an ApiError.
 */
export function apiFetch<TSchema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions & { schema: TSchema },
): Promise<z.output<TSchema>>;
export function apiFetch(path: string, options?: ApiRequestOptions): Promise<void>;
export async function apiFetch(
  path: string,
  options: ApiRequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const json = await request(path, options);
  return options.schema ? parseWith(options.schema, path, json) : undefined;
}

/**
 * The session check of the first load: null for a 401 (signed out), else the answer parsed with a
 * schema that is fetched only then. A signed-out visitor of the sign-in page never loads zod or
 * the schema's code (issue 17); other errors throw an ApiError as apiFetch does.
 */
export async function apiFetchSignedIn<TSchema extends z.ZodType>(
  path: string,
  loadSchema: () => Promise<TSchema>,
  options: ApiRequestOptions = {},
): Promise<z.output<TSchema> | null> {
  const { status, json } = await send(path, options);
  if (status === 401) return null;
  if (status < 200 || status > 299) throw await toApiError(status, json);
  return parseWith(await loadSchema(), path, json);
}

/**
 * apiFetch with a schema fetched when the answer arrives: for the sign-in page, whose first load
 * carries no zod (issue 17). A failed answer throws an ApiError as apiFetch does.
 */
export async function apiFetchLazySchema<TSchema extends z.ZodType>(
  path: string,
  loadSchema: () => Promise<TSchema>,
  options: ApiRequestOptions = {},
): Promise<z.output<TSchema>> {
  const [json, schema] = await Promise.all([request(path, options), loadSchema()]);
  return parseWith(schema, path, json);
}
