import type { ErrorCode } from '@northdesk/shared';

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
