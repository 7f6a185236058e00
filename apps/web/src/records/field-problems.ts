import { ApiError } from '@/api/api-error';
import { errorMessage } from '@/lib/error-message';

/** A refused save: each named field's message, and what names no field of the form. */
export interface FormProblems {
  fields: Record<string, string>;
  general: string | null;
}

const PREFIX = 'Invalid request: ';

/**
 * Splits a 422's detail ("Invalid request: ein: must be an EIN like 12-3456789; email: must be an
 * email address") into the form's fields. A part naming no field of the form (an unknown key, a
 * refused owner id) stays general, as does any other failure.
 */
export function formProblems(error: unknown, fieldNames: readonly string[], fallback: string): FormProblems {
  const message = errorMessage(error, fallback);
  if (!(error instanceof ApiError) || error.status !== 422 || !message.startsWith(PREFIX)) {
    return { fields: {}, general: message };
  }
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of message.slice(PREFIX.length).split('; ')) {
    const match = /^([a-z_0-9]+): (.+)$/.exec(part);
    const field = match?.[1];
    if (match && field && fieldNames.includes(field) && fields[field] === undefined) {
      fields[field] = capitalize(match[2] ?? '');
    } else {
      rest.push(part);
    }
  }
  return { fields, general: rest.length > 0 ? `${PREFIX}${rest.join('; ')}` : null };
}

function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
