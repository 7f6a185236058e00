import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.js';

/**
 * Refuses a cookie-carrying POST sent by another site. Browsers say where a request comes from in
 * Sec-Fetch-Site, and older ones in Origin; a request with neither is not from a browser page.
 */
export function refuseCrossSite(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') {
      if (site === 'same-origin' || site === 'none') return;
      throw new HttpError(403, 'Cross-site request refused');
    }
    const origin = request.headers.origin;
    if (typeof origin !== 'string') return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin && origin !== ownOrigin)
      throw new HttpError(403, 'Cross-site request refused');
  };
}
