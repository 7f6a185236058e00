import { readSignatureFields } from './read-signature-fields.js';

/** The task each thread of the Signature fields' pool runs (find-fields.ts). */
export default function findFields(pdf: Uint8Array) {
  return readSignatureFields(pdf);
}
