import { workerPool } from '../../../lib/worker-pool.js';

// Where the Signature fields of a printed document are (read-signature-fields.ts), read on a
// worker thread. pdf.js's Node build (pdfjs-dist/legacy) installs core-js polyfills over globals
// when it loads: JSON.stringify became 16 times slower, JSON.parse with a reviver 5 times and
// Array.prototype.push twice, for every request of the process. On a thread of its own those
// globals are the thread's. builtins.test.ts checks the app leaves them native.

/** A Signature field's box on the page, in PDF points with the origin at the page's bottom left. */
export type SignatureFieldBox = {
  /** 1 for the request's first signer. */
  signer: number;
  /** 1-based. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
};

// Fields are read when a request is sent and when it is sealed: one thread, gone when idle.
const pool = workerPool<Uint8Array, SignatureFieldBox[]>({
  worker: new URL('./find-fields-worker', import.meta.url),
  maxQueue: 100,
  maxThreads: 1,
  minThreads: 0,
  idleTimeout: 10_000,
});

/** The Signature fields of a PDF that the app printed, in page order and, on a page, in text order. */
export function findSignatureFields(pdf: Uint8Array): Promise<SignatureFieldBox[]> {
  return pool.run(pdf);
}

/** Marks the pool as used by one more app; the returned function releases it, closing the pool after the last. */
export function holdSignatureFieldsPool(): () => Promise<void> {
  return pool.hold();
}
