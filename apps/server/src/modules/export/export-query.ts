import { exportQuery, exportUnprocessable } from '@lexdraft/contract';
import { z } from 'zod';

// The export's query and 422 as issue 31 extends them (docs/negotiation.md, Exports and redlines).

const MARKUPS = ['redline'] as const;

/** `markup=redline` prints pending suggestions as changes and, in Word, the comment threads as comments. */
export const exportWithMarkupQuery = exportQuery.extend({
  markup: z.enum(MARKUPS, { message: `must be ${MARKUPS.join(', ')}` }).optional(),
});

/** An export's 422: `pending_suggestions` counts the suggestions not yet accepted or rejected. */
export const exportRefused = exportUnprocessable.extend({
  pending_suggestions: z.number().int().optional(),
});

/** A version's redline: a Word file only (the redline's tracked changes are Word's). */
export const versionRedlineQuery = z.object({
  format: z.enum(['docx'], { message: 'must be docx' }).default('docx'),
});
