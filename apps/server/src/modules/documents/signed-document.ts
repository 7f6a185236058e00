import { signedReadOnly } from '@lexdraft/core';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signatureRequests } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';

// A document whose signature request completed stays the text that was signed (issue 28): its
// content, a restore, a conversion to template and a new send are refused from then on, whatever
// the signed PDF's sealing has got to. A copy is the way to change it (POST .../copy).

/** When the document's signature request completed, or null if none did. */
export async function signedAt(db: Db, documentId: string): Promise<Date | null> {
  const [row] = await db
    .select({ completedAt: signatureRequests.completedAt })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.documentId, documentId),
        eq(signatureRequests.status, 'completed'),
        isNotNull(signatureRequests.completedAt),
      ),
    )
    .orderBy(desc(signatureRequests.completedAt))
    .limit(1);
  return row?.completedAt ?? null;
}

/** Refuses (409) a change to a signed document; asked with the document's row locked. */
export async function refuseWhenSigned(tx: Db, documentId: string): Promise<void> {
  const at = await signedAt(tx, documentId);
  if (at) throw conflict(signedReadOnly(at));
}
