import type { PublicIntakeRecord } from '@lexdraft/contract';
import type { InterviewQuestion } from '@lexdraft/core';
import { type IntakeRow, intakeStatus } from '../status.js';

/**
 * What the intake page shows: the firm, the client, the message, the chosen questions and the
 * client's own saved answers. Nothing else of the document (its name, content, other values).
 */
export function presentPublicIntake(
  row: IntakeRow,
  firmName: string,
  questions: InterviewQuestion[],
  now: number,
): PublicIntakeRecord {
  return {
    firm_name: firmName,
    client_name: row.name,
    message: row.message,
    status: intakeStatus(row, now),
    expires_at: row.expiresAt.toISOString(),
    questions: questions.map((question) => ({ ...question })),
    answers: row.answers,
    lists: row.lists,
  };
}
