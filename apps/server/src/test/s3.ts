import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../lib/storage/s3-config.js';

// A real S3-compatible server for tests, spoken to over HTTP at its wire protocol: s3rver on
// 127.0.0.1, a free port, its bucket in a directory of its own. It stores presigned POST uploads
// but does not enforce their policy, nor If-Match on reads; what the app relies on those for is
// also checked by the app itself (confirm-upload.ts, s3-storage.ts).

export type TestS3 = { config: S3Config; close(): Promise<void> };

export async function startTestS3(bucket = 'lexdraft-test'): Promise<TestS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 'lexdraft-s3-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's own account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    close: () => server.close(),
  };
}

/** What a browser does with upload-url's S3 answer: a form of the fields, then the file, POSTed to url. */
export async function postToBucket(
  target: { url: string; fields: Record<string, string> },
  bytes: Buffer,
  type = 'image/png',
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  return fetch(target.url, { method: 'POST', body: form });
}
