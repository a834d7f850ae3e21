import { type ErrorCode, errorCodeSchema } from '@northdesk/shared';
import { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

// Lenient on purpose: an error code this client does not know yet must not hide the server's message.
const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

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

function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError({
      status,
      code: 'unknown',
      message: `Request failed with status ${status}`,
      hasServerMessage: false,
    });
  }
  const { code, message, fields } = parsed.data.error;
  const knownCode = errorCodeSchema.safeParse(code);
  return new ApiError({
    status,
    code: knownCode.success ? knownCode.data : 'unknown',
    message,
    hasServerMessage: true,
    fields,
  });
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
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  const json = await readJsonBody(response);
  if (!response.ok) throw toApiError(response.status, json);
  if (!schema) return undefined;

  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiResponseFormatError(path);
  return parsed.data;
}
