import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import {
  type BucketStorage,
  checkedKey,
  type GetOptions,
  ObjectTooLarge,
  type StoredObject,
  type StreamedObject,
  type StreamOptions,
} from './object-storage.js';
import type { S3Config } from './s3-config.js';

// Objects in one S3-compatible bucket. The server reads and writes with its own keys; browsers
// upload straight to the bucket with a presigned POST, whose policy fixes the key, the size range
// and the Content-Type.

const clientConfig = (config: S3Config): S3ClientConfig => ({
  region: config.region,
  ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
  ...(config.credentials ? { credentials: config.credentials } : {}),
  // Checksums only where S3 requires them: many S3-compatible servers refuse or mangle the SDK's
  // newer default (CRC32 headers on every upload).
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

/** Storage in the configured bucket. */
export async function s3Storage(config: S3Config): Promise<BucketStorage> {
  const client = new S3Client(clientConfig(config));
  const Bucket = config.bucket;
  const uploadOrigin = await postOrigin(config);

  const put = async (key: string, bytes: Buffer, contentType: string) => {
    await client.send(
      new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }),
    );
  };

  return {
    kind: 's3',
    uploadOrigin,
    put,
    // A PUT is atomic in S3: nothing shows under the key before it completes, so there is nothing to
    // write aside; the PUT itself is the placing.
    stage: async (key, bytes, contentType) => ({
      place: () => put(key, bytes, contentType),
      discard: async () => {},
    }),
    get: async (key, options) => getObject(client, Bucket, checkedKey(key), options),
    getStream: async (key, options) => streamObject(client, Bucket, checkedKey(key), options),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *list(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
        }
      }
    },
    async presignedPost(key, { contentType, maxBytes, expiresInMs }) {
      return createPresignedPost(client, {
        Bucket,
        Key: checkedKey(key),
        // The key (exactly this one) and the bucket are added to the policy by createPresignedPost;
        // a field is also a condition, so Content-Type must be exactly the one promised.
        Conditions: [['content-length-range', 1, maxBytes]],
        Fields: { 'Content-Type': contentType },
        Expires: Math.floor(expiresInMs / 1000),
      });
    },
    close: async () => client.destroy(),
  };
}

/** The GetObject answer, or null when there is no such object (or it no longer carries `ifMatch`). */
async function sendGet(
  client: S3Client,
  Bucket: string,
  Key: string,
  ifMatch: string | undefined,
): Promise<GetObjectCommandOutput | null> {
  try {
    return await client.send(new GetObjectCommand({ Bucket, Key, ...(ifMatch ? { IfMatch: ifMatch } : {}) }));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function getObject(
  client: S3Client,
  Bucket: string,
  Key: string,
  { ifMatch, maxBytes }: GetOptions = {},
): Promise<StoredObject | null> {
  const answer = await sendGet(client, Bucket, Key, ifMatch);
  if (!answer) return null;
  const body = answer.Body;
  const release = () => (body as { destroy?: () => void } | undefined)?.destroy?.();
  // Checked again here: not every S3-compatible server honours If-Match (s3rver does not).
  if ((ifMatch !== undefined && answer.ETag !== ifMatch) || !body || !answer.ETag) {
    release();
    return null;
  }
  if (maxBytes !== undefined && (answer.ContentLength ?? 0) > maxBytes) {
    release();
    throw new ObjectTooLarge(Key, answer.ContentLength ?? 0);
  }
  const bytes = Buffer.from(await body.transformToByteArray());
  if (maxBytes !== undefined && bytes.length > maxBytes) throw new ObjectTooLarge(Key, bytes.length);
  return { bytes, etag: answer.ETag };
}

/** The GetObject answer's body as it comes; destroying the stream aborts the response. */
async function streamObject(
  client: S3Client,
  Bucket: string,
  Key: string,
  { ifMatch }: StreamOptions = {},
): Promise<StreamedObject | null> {
  const answer = await sendGet(client, Bucket, Key, ifMatch);
  if (!answer) return null;
  const body = answer.Body;
  // In Node the SDK answers with the HTTP response itself, a Readable.
  if (!(body instanceof Readable)) {
    (body as { destroy?: () => void } | undefined)?.destroy?.();
    if (!body) return null;
    throw new Error(`The S3 answer for ${Key} is not a stream`);
  }
  // Checked again here: not every S3-compatible server honours If-Match (s3rver does not).
  if ((ifMatch !== undefined && answer.ETag !== ifMatch) || !answer.ETag) {
    body.destroy();
    return null;
  }
  // A GetObject of a whole object always says its length; without it a response could not be framed.
  if (answer.ContentLength === undefined) {
    body.destroy();
    throw new Error(`The S3 answer for ${Key} does not say its length`);
  }
  return {
    stream: body,
    size: answer.ContentLength,
    etag: answer.ETag,
    contentType: answer.ContentType,
  };
}

// No such key, or (If-Match) no longer the object asked for: either way there is nothing to give.
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    name === 'NoSuchKey' ||
    name === 'NotFound' ||
    name === 'PreconditionFailed' ||
    $metadata?.httpStatusCode === 404 ||
    $metadata?.httpStatusCode === 412
  );
}

/**
 * The origin a presigned POST goes to (virtual-hosted on AWS, the endpoint's with path-style),
 * found the way the SDK finds it: by signing one with throwaway keys, which needs no network.
 */
async function postOrigin(config: S3Config): Promise<string> {
  const signer = new S3Client({
    ...clientConfig(config),
    credentials: { accessKeyId: 'origin-probe', secretAccessKey: 'origin-probe' },
  });
  try {
    const { url } = await createPresignedPost(signer, { Bucket: config.bucket, Key: 'origin-probe' });
    return new URL(url).origin;
  } finally {
    signer.destroy();
  }
}
