import { Readable } from 'node:stream';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// A document is mostly markup and shrinks several times over; the web app's scripts and styles too.
// Answers under 1 KB are not worth the work. Images (PNG, JPEG, GIF, WebP) are already compressed
// and are not compressible types, so they pass as they are.

/** Compresses answers with brotli or gzip, as the request's Accept-Encoding allows. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Up to 1 MB, compress in one synchronous call (a 200 KB document: under a millisecond of CPU);
    // the plugin's stream path, which it picks above 8 KB on a two-core machine, cost several times
    // that per answer under load (bench/document-read). Larger answers still stream.
    syncThreshold: 1024 * 1024,
    // Request bodies are never inflated: a compressed upload would be a way around the body limits.
    globalDecompression: false,
  });
  // A 304 has no body. The empty stream that @fastify/static hands over for one would otherwise be
  // compressed, and the answer would name an encoding (Content-Encoding: br) for a body it lacks.
  // Instance hooks run before the plugin's, which it adds to each route.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 304) return payload;
    if (payload instanceof Readable) payload.resume();
    return null;
  });
}
