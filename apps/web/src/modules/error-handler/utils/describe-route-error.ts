import { isRouteErrorResponse } from 'react-router';
import { ERROR_COPY } from '../copy';

/** A readable message for whatever a route threw. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return detail ? `${error.status} ${detail}` : String(error.status);
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return ERROR_COPY.unknownError;
}
