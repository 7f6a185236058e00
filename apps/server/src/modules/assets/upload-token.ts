import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { ASSET_UPLOAD_URL_TTL_MS } from '@lexdraft/core';
import { HttpError } from '../../lib/errors.js';

// An upload URL carries, signed, everything its PUT needs: whose upload it is, the name it will be
// stored under, and until when. Nothing is stored when one is issued; the assets row its PUT writes
// (keys are unique) is what makes it single use.

/** The key that signs upload tokens; opaque outside this file. */
export type UploadTokenKey = { readonly bytes: Buffer };

// A label of its own, so that this key differs from the access-token key made of the same secret:
// neither kind of token can pass for the other.
const INFO = 'lexdraft asset upload-url v1';
const MAC_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{43}$/;

export const INVALID_UPLOAD_LINK = 'This upload link is not valid';
export const EXPIRED_UPLOAD_LINK = 'This upload link has expired; ask for a new one';

/** Derives the upload-token key from the JWT secret, so that every instance sharing it agrees. */
export function uploadTokenKey(secret: string): UploadTokenKey {
  return { bytes: Buffer.from(hkdfSync('sha256', secret, '', INFO, MAC_BYTES)) };
}

/** What an upload URL allows: one file, from one user of one organization, until `expiresAt` (epoch ms). */
export type UploadGrant = {
  orgId: string;
  userId: string;
  assetType: string;
  localFilename: string;
  name: string;
  expiresAt: number;
};

const macOf = (payload: string, key: UploadTokenKey) =>
  createHmac('sha256', key.bytes).update(payload).digest();

/** A token for the grant, valid for ASSET_UPLOAD_URL_TTL_MS from `now`: base64url payload, a dot, base64url HMAC-SHA256. */
export function signUploadToken(
  grant: Omit<UploadGrant, 'expiresAt'>,
  key: UploadTokenKey,
  now = Date.now(),
): string {
  const fields = [grant.orgId, grant.userId, grant.assetType, grant.localFilename, grant.name];
  const payload = Buffer.from(JSON.stringify([...fields, now + ASSET_UPLOAD_URL_TTL_MS])).toString(
    'base64url',
  );
  return `${payload}.${macOf(payload, key).toString('base64url')}`;
}

/** The grant a token carries; 403 for one malformed or not signed with the key, 410 once expired. */
export function verifyUploadToken(token: unknown, key: UploadTokenKey, now = Date.now()): UploadGrant {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) throw new HttpError(403, INVALID_UPLOAD_LINK);
  const [payload = '', mac = ''] = token.split('.');
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, macOf(payload, key))) {
    throw new HttpError(403, INVALID_UPLOAD_LINK);
  }
  const grant = grantOf(payload);
  if (!grant) throw new HttpError(403, INVALID_UPLOAD_LINK);
  if (grant.expiresAt <= now) throw new HttpError(410, EXPIRED_UPLOAD_LINK);
  return grant;
}

// Only this file signs payloads, so a signed one always parses; the checks keep a future change honest.
function grantOf(payload: string): UploadGrant | undefined {
  try {
    const fields: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(fields) || fields.length !== 6) return undefined;
    const [orgId, userId, assetType, localFilename, name, expiresAt] = fields;
    const texts = [orgId, userId, assetType, localFilename, name];
    if (!texts.every((text) => typeof text === 'string') || typeof expiresAt !== 'number') return undefined;
    return { orgId, userId, assetType, localFilename, name, expiresAt };
  } catch {
    return undefined;
  }
}
