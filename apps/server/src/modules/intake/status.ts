import type { IntakeStatus } from '@lexdraft/core';
import type { intakeRequests } from '../../db/schema.js';

export type IntakeRow = typeof intakeRequests.$inferSelect;

/**
 * The status as the API answers it: `expired` is never stored, it is an open request (sent or in
 * progress) read past its expiry by the app's clock.
 */
export function intakeStatus(row: Pick<IntakeRow, 'status' | 'expiresAt'>, now: number): IntakeStatus {
  const open = row.status === 'sent' || row.status === 'in_progress';
  if (open && row.expiresAt.getTime() <= now) return 'expired';
  return row.status as IntakeStatus;
}
