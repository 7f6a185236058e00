import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit log records it. */
export type RequestMeta = { ip: string; userAgent: string | null };

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null };
}
