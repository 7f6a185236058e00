import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { intakeRequests } from '../../../db/schema.js';
import { HttpError } from '../../../lib/errors.js';
import { hashToken } from '../../../lib/tokens.js';
import { LINK_CANCELLED, LINK_EXPIRED, LINK_NOT_VALID, LINK_SUBMITTED } from '../messages.js';
import { type IntakeRow, intakeStatus } from '../status.js';

// The client's side of a request (docs/interview-api.md, "Client intake"): a link is known by the
// SHA-256 of its token alone, and answers nothing but its own request. Unscoped by organization on
// purpose: the token, not a signed-in caller, says which firm's request it is.

function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(computed, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The request of a link, or 404. The unique index finds the row by the whole hash; the hashes are
 * compared again in constant time. `lock` holds the row until the transaction ends.
 */
export async function unsafeFindByToken(db: Db, token: string, { lock = false } = {}): Promise<IntakeRow> {
  const hash = hashToken(token);
  const query = db.select().from(intakeRequests).where(eq(intakeRequests.tokenHash, hash));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !sameHash(row.tokenHash, hash)) throw new HttpError(404, LINK_NOT_VALID);
  return row;
}

/** Refuses, with 410 and the reason, a link whose request can no longer be answered. */
export function checkOpen(row: IntakeRow, now: number): void {
  const status = intakeStatus(row, now);
  if (status === 'submitted') throw new HttpError(410, LINK_SUBMITTED);
  if (status === 'cancelled') throw new HttpError(410, LINK_CANCELLED);
  if (status === 'expired') throw new HttpError(410, LINK_EXPIRED);
}

/** An open request of a link: found, then checked. */
export async function openRequestOf(db: Db, token: string, now: number, options: { lock?: boolean } = {}) {
  const row = await unsafeFindByToken(db, token, options);
  checkOpen(row, now);
  return row;
}
