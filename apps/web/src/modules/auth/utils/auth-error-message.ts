import { ApiError, errorMessageOf } from '@/lib/api-client';

interface AuthErrorCopy {
  fallback: string;
  rateLimited?: string;
}

/** The toast text for a failed auth request: fixed copy when rate limited, else the server's message. */
export function authErrorMessage(error: unknown, { fallback, rateLimited }: AuthErrorCopy): string {
  if (rateLimited && error instanceof ApiError && error.status === 429) return rateLimited;
  return errorMessageOf(error, fallback);
}
