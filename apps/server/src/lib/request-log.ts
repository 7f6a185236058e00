import type { FastifyRequest } from 'fastify';
import { maskSecrets } from './mail-secrets.js';

/**
 * Fastify's request log entry, with the URL's secrets masked: opening a reset or invitation link
 * puts its token in the URL (`/auth/reset-password?token=...`, `/auth/register/{token}`).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
