import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { TEMPLATE_DOWNLOAD_URL_TTL_MS } from '@lexdraft/core';
import { HttpError } from '../../lib/errors.js';

// A template's download link carries, signed, whose it is: the organization, the template and the
// user who asked, until when. Nothing is stored when one is issued; the signature is the credential,
// so the link works where the app's header cannot be sent (a plain browser download).

/** The key that signs download links; opaque outside this file. */
export type DownloadTokenKey = { readonly bytes: Buffer };

// A label of its own, so that this key differs from the access-token and upload-link keys made of
// the same secret: no other kind of token can pass for this one, nor this one for them.
const INFO = 'lexdraft template download-url v1';
const MAC_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,1000}\.[A-Za-z0-9_-]{43}$/;

export const INVALID_DOWNLOAD_LINK = 'This download link is not valid';
export const EXPIRED_DOWNLOAD_LINK = 'This download link has expired; ask for a new one';

/** Derives the download-link key from the app's secret, so that every instance sharing it agrees. */
export function downloadTokenKey(secret: string): DownloadTokenKey {
  return { bytes: Buffer.from(hkdfSync('sha256', secret, '', INFO, MAC_BYTES)) };
}

/** What a download link allows: one template of one organization, asked for by one user, until `expiresAt` (epoch ms). */
export type DownloadGrant = { orgId: string; templateId: string; userId: string; expiresAt: number };

const macOf = (payload: string, key: DownloadTokenKey) =>
  createHmac('sha256', key.bytes).update(payload).digest();

/** A token for the grant, valid for TEMPLATE_DOWNLOAD_URL_TTL_MS from `now`: base64url payload, a dot, base64url HMAC-SHA256. */
export function signDownloadToken(
  grant: Omit<DownloadGrant, 'expiresAt'>,
  key: DownloadTokenKey,
  now: number,
): { token: string; expiresAt: number } {
  const expiresAt = now + TEMPLATE_DOWNLOAD_URL_TTL_MS;
  const fields = [grant.orgId, grant.templateId, grant.userId, expiresAt];
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return { token: `${payload}.${macOf(payload, key).toString('base64url')}`, expiresAt };
}

/** The grant a token carries; 403 for one malformed or not signed with the key, 410 once expired. */
export function verifyDownloadToken(token: unknown, key: DownloadTokenKey, now: number): DownloadGrant {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) throw new HttpError(403, INVALID_DOWNLOAD_LINK);
  const [payload = '', mac = ''] = token.split('.');
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, macOf(payload, key))) {
    throw new HttpError(403, INVALID_DOWNLOAD_LINK);
  }
  const grant = grantOf(payload);
  if (!grant) throw new HttpError(403, INVALID_DOWNLOAD_LINK);
  if (grant.expiresAt <= now) throw new HttpError(410, EXPIRED_DOWNLOAD_LINK);
  return grant;
}

// Only this file signs payloads, so a signed one always parses; the checks keep a future change honest.
function grantOf(payload: string): DownloadGrant | undefined {
  try {
    const fields: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(fields) || fields.length !== 4) return undefined;
    const [orgId, templateId, userId, expiresAt] = fields;
    if (typeof orgId !== 'string' || typeof templateId !== 'string' || typeof userId !== 'string') {
      return undefined;
    }
    if (typeof expiresAt !== 'number') return undefined;
    return { orgId, templateId, userId, expiresAt };
  } catch {
    return undefined;
  }
}
