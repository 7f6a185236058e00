import type { FastifyInstance } from 'fastify';
import { wellFormedInput } from './well-formed-text.js';

/**
 * Makes every request's body, query and path parameters storable before any route sees them: NUL
 * and lone surrogates become U+FFFD in every string and key, and JSON nested deeper than
 * MAX_INPUT_DEPTH is refused with 422 (well-formed-text.ts). Registered once, on the root, so
 * that no route can forget it.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.body = wellFormedInput(request.body, 'body');
    wellFormedInput(request.query, 'query');
    wellFormedInput(request.params, 'params');
  });
}
