import { createHmac, hkdfSync } from 'node:crypto';

/** The server key that derives refresh-token successors; opaque outside this file. */
export type SuccessorKey = { readonly bytes: Buffer };

// A label of its own, so that this key differs from the access-token key made of the same secret.
const INFO = 'lexdraft refresh-token successor v1';

/** Derives the successor key from the JWT secret, so that every instance sharing it agrees. */
export function refreshSuccessorKey(secret: string): SuccessorKey {
  return { bytes: Buffer.from(hkdfSync('sha256', secret, '', INFO, 32)) };
}

/**
 * The refresh token that follows `token`: an HMAC of it, as long and as unguessable as a random
 * token to anyone without the key. Only its SHA-256 is stored, like every token's; being
 * reproducible lets the server answer a refresh again without keeping the answer in clear.
 */
export function successorOf(token: string, key: SuccessorKey): string {
  return createHmac('sha256', key.bytes).update(token).digest('base64url');
}
