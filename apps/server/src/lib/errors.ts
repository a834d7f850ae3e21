import { type ErrorCode, errorResponseSchema } from '@northdesk/shared';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** An error whose message is safe to show to the client. Anything else becomes a generic 500. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const forbidden = (message = "You don't have permission to do this.") =>
  new AppError('forbidden', message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError('unauthorized', message);
export const conflict = (message: string) => new AppError('conflict', message);

export function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'internal_error' : 'bad_request';
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * The error answers a route documents, all in the API's one error shape: spread into a route's
 * `response` next to its 200, e.g. `response: { 200: schema, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

/** Whether a query failed on a unique constraint (optionally: that one), whichever driver threw it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
