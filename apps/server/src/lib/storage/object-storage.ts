import type { Readable } from 'node:stream';

// Where uploaded files live: one small interface with three drivers, the local disk under DATA_DIR,
// PostgreSQL (database-storage.ts) and an S3-compatible bucket (create-storage.ts chooses).
// Callers name objects by key ("assets/{org}/{file}") and never by path or URL, so the same code
// stores, serves and sweeps on any of them.

/** An object as read back: its bytes and the tag that changes whenever it is replaced. */
export type StoredObject = { bytes: Buffer; etag: string };

/**
 * An object as streamed back: what a response's headers need, known before the first byte, and
 * its bytes as they come. Whoever takes it reads the stream to its end or destroys it, which lets
 * go of what holds it open (a file, a database connection, an HTTP response).
 */
export type StreamedObject = {
  stream: Readable;
  size: number;
  etag: string;
  /** As stored; the local disk keeps none. */
  contentType: string | undefined;
};

/** An object as listed, for sweeps: its key and when it was last written. */
export type ListedObject = { key: string; lastModified: Date };

/**
 * Bytes written aside under a key but not yet visible there: `place` makes them visible (the local
 * driver renames a flushed temporary file, S3 puts the object), `discard` drops them. A caller
 * places inside the transaction that records the object, so that neither outlives the other.
 */
export type StagedObject = { place(): Promise<void>; discard(): Promise<void> };

export type GetOptions = {
  /** Answer null unless the object still carries this tag (it was not replaced since). */
  ifMatch?: string | undefined;
  /** Refuse, with ObjectTooLarge, an object of more bytes than this instead of reading it whole. */
  maxBytes?: number | undefined;
};

export type StreamOptions = Pick<GetOptions, 'ifMatch'>;

/** A browser upload straight to storage: a form POST of `fields` plus the file to `url`. */
export type PresignedPost = { url: string; fields: Record<string, string> };

export type PresignedPostOptions = {
  /** The only Content-Type the upload may declare. */
  contentType: string;
  /** The largest upload allowed, in bytes (the smallest is 1). */
  maxBytes: number;
  expiresInMs: number;
};

export interface ObjectStorage {
  readonly kind: 'local' | 'database' | 's3';
  /** Stores the bytes under the key, whole or not at all, durably once it resolves. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Writes the bytes aside for a later `place`; rejects (EEXIST locally) while another stage holds the key. */
  stage(key: string, bytes: Buffer, contentType: string): Promise<StagedObject>;
  /** The object, or null when there is none (or it no longer carries `ifMatch`). */
  get(key: string, options?: GetOptions): Promise<StoredObject | null>;
  /** The object as a stream, for a file served whole without holding it in memory; null as `get`. */
  getStream(key: string, options?: StreamOptions): Promise<StreamedObject | null>;
  /** Removes the object; one already gone is no error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with the prefix, in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/** S3 storage can also sign a browser's upload straight to the bucket. */
export interface BucketStorage extends ObjectStorage {
  readonly kind: 's3';
  /** The origin the browser POSTs uploads to, for the page's CSP connect-src. */
  readonly uploadOrigin: string;
  /** A signed form upload of one object under exactly this key, within the limits given. */
  presignedPost(key: string, options: PresignedPostOptions): Promise<PresignedPost>;
}

export class ObjectTooLarge extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`The object ${key} is ${size} bytes, more than allowed`);
    this.name = 'ObjectTooLarge';
  }
}

// Keys are made by the app, never taken from a client as they are; this keeps a bug from reaching
// outside DATA_DIR or writing a key S3 would treat differently from the disk.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_.-][A-Za-z0-9._-]*)*$/;

/** The key itself, once known to be relative, without empty, "." or ".." parts. */
export function checkedKey(key: string): string {
  const parts = key.split('/');
  if (!KEY.test(key) || parts.some((part) => part === '.' || part === '..')) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
