import type { FastifyRequest } from 'fastify';

/** What the security log records about where a request came from. */
export function requestMeta(request: FastifyRequest): { ip: string; userAgent: string | null } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
