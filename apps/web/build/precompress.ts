import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// The hashed assets never change once built, so they are compressed once here at the strongest
// settings (brotli 11, gzip 9) and served as they are (@fastify/static's preCompressed). Compressing
// on each answer instead runs brotli at quality 4, and the editor's first load came out larger than
// its gzip -9 size (issue 29's budget).

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** Writes `name.br` and `name.gz` beside each compressible file in dist/assets. */
export function precompressAssets(): Plugin {
  return {
    name: 'lexdraft-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith('assets/') && COMPRESSIBLE.test(name),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
