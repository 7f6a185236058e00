import { randomInt } from 'node:crypto';
import { SIGNATURE_ACCESS_CODE_DIGITS } from '@lexdraft/core';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';

// A signer's access code: digits emailed apart from the link, so that a forwarded link alone does
// not open the document. Stored as an argon2id hash: six digits are few, and a plain SHA-256 of
// them would be undone from a copy of the database in moments.

/** A new code of SIGNATURE_ACCESS_CODE_DIGITS random digits. */
export function newAccessCode(): string {
  return String(randomInt(0, 10 ** SIGNATURE_ACCESS_CODE_DIGITS)).padStart(SIGNATURE_ACCESS_CODE_DIGITS, '0');
}

/** What is stored of a code. */
export const hashAccessCode = (code: string): Promise<string> => hashPassword(code);

/** True when the code is the one whose hash is stored. */
export const verifyAccessCode = (storedHash: string, code: string): Promise<boolean> =>
  verifyPassword(storedHash, code);
