import type { IntakeRequestRecord } from '@lexdraft/contract';
import { type IntakeRow, intakeStatus } from './status.js';

// What leaves the server of an intake request: never its token's hash, nor the client's answers
// (they are the client's until submitted, then the document's values).

export type Creator = { id: string; name: string } | null;

/** A request as the firm sees it, its status read against the app's clock. */
export function presentIntakeRequest(row: IntakeRow, createdBy: Creator, now: number): IntakeRequestRecord {
  return {
    id: row.id,
    document_id: row.documentId,
    email: row.email,
    name: row.name,
    fields: row.fields,
    message: row.message,
    status: intakeStatus(row, now),
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    created_by: createdBy,
  };
}
