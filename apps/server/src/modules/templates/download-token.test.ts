import { TEMPLATE_DOWNLOAD_URL_TTL_MS } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { signUploadToken, uploadTokenKey } from '../assets/upload-token.js';
import {
  downloadTokenKey,
  EXPIRED_DOWNLOAD_LINK,
  INVALID_DOWNLOAD_LINK,
  signDownloadToken,
  verifyDownloadToken,
} from './download-token.js';

// The signed token of a download link, on its own: what it carries, until when, and that nothing
// else signed with the same secret passes for it.

const secret = 'a secret of the app, at least thirty-two characters long';
const key = downloadTokenKey(secret);
const now = Date.parse('2026-03-02T10:00:00Z');
const grant = { orgId: 'org-1', templateId: 'template-1', userId: 'user-1' };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.detail];
    throw error;
  }
  return undefined;
};

describe('download tokens', () => {
  it('carry the grant until 5 minutes after they were signed', () => {
    const { token, expiresAt } = signDownloadToken(grant, key, now);
    expect(expiresAt).toBe(now + TEMPLATE_DOWNLOAD_URL_TTL_MS);
    expect(verifyDownloadToken(token, key, expiresAt - 1)).toEqual({ ...grant, expiresAt });
    expect(refusal(() => verifyDownloadToken(token, key, expiresAt))).toEqual([410, EXPIRED_DOWNLOAD_LINK]);
  });

  it('are refused when signed with another secret, or as an upload link with the same one', () => {
    const { token } = signDownloadToken(grant, downloadTokenKey(`${secret}!`), now);
    expect(refusal(() => verifyDownloadToken(token, key, now))).toEqual([403, INVALID_DOWNLOAD_LINK]);
    const upload = signUploadToken(
      { orgId: 'org-1', userId: 'user-1', assetType: 'image', localFilename: 'a.png', name: 'a.png' },
      uploadTokenKey(secret),
      now,
    );
    expect(refusal(() => verifyDownloadToken(upload, key, now))).toEqual([403, INVALID_DOWNLOAD_LINK]);
  });

  it.each([undefined, 42, '', 'no-dot', `${'a'.repeat(1001)}.${'b'.repeat(43)}`])(
    'are refused when malformed: %j',
    (token) => {
      expect(refusal(() => verifyDownloadToken(token, key, now))).toEqual([403, INVALID_DOWNLOAD_LINK]);
    },
  );
});
