import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../lib/api-paths.js';

/**
 * Serves the built web app from `distDir` and answers every other GET that no API route took with
 * its index.html, so that client-side routes such as /documents/{id}/edit load on a refresh.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexHtml);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each hashed asset (apps/web/build/precompress.ts):
      // sent as they are, they are smaller than compressing each answer, and cost no CPU.
      preCompressed: true,
      // Vite puts a content hash in every asset name, so they can be cached for good; any other
      // file (index.html, the favicon) keeps its name across releases and is revalidated.
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web build at ${distDir}: only the API is served (run "npm run build")`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !isApiPath(url) && !url.startsWith('/assets/')) {
      // no-cache: a new release's index.html, naming new asset files, is picked up at once.
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', distDir, { cacheControl: false });
    }
    return reply.code(404).send({ detail: 'Not Found' });
  });
}
