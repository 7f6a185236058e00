import type { FastifyRequest } from 'fastify';
import { wellFormedText } from './well-formed-text.js';

/** Where a request came from, as the audit log records it. */
export type RequestMeta = { ip: string; userAgent: string | null };

// Both are stored as sent; behind a trusted proxy the address comes from X-Forwarded-For, so it
// too is text the client chose. An address is at most 45 characters (IPv6 with an IPv4 tail).
const MAX_IP_LENGTH = 64;
const MAX_USER_AGENT_LENGTH = 500;

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ip: wellFormedText(request.ip.slice(0, MAX_IP_LENGTH)),
    userAgent:
      typeof userAgent === 'string' ? wellFormedText(userAgent.slice(0, MAX_USER_AGENT_LENGTH)) : null,
  };
}
