import type { ValidatePlaceholdersInput } from '@lexdraft/contract';
import { checkPlaceholders } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { smartFields } from '../../db/schema.js';
import { documentJsonText, htmlToDocumentJson } from '../../lib/editor-document.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { NESTED_TOO_DEEPLY, sanitize } from '../documents/content.js';

// Checks a template's placeholders (core's checkPlaceholders) against the organization's own smart
// fields. HTML is read as the editor reads it: sanitized, parsed by the shared schema, and taken as
// plain text in which each merge field is its `{{id}}` marker.

export const NOTHING_TO_VALIDATE = 'Send ckeditor_html or a list of placeholders to validate';

/** The editor's plain text of HTML: blocks a blank line apart, merge fields as `{{id}}`. */
async function editorText(html: string): Promise<string> {
  const sanitized = await sanitize(html);
  if (!sanitized.ok) throw new HttpError(422, NESTED_TOO_DEEPLY);
  return sanitized.blank ? '' : documentJsonText(htmlToDocumentJson(sanitized.html));
}

/** Each placeholder of the HTML and the list with its kind and validity, and every problem found. */
export async function validatePlaceholders(db: Db, ctx: ServiceContext, input: ValidatePlaceholdersInput) {
  if (input.ckeditor_html === undefined && input.placeholders === undefined) {
    throw new HttpError(422, NOTHING_TO_VALIDATE);
  }
  const text = input.ckeditor_html === undefined ? undefined : await editorText(input.ckeditor_html);
  const keys = await db
    .select({ key: smartFields.key })
    .from(smartFields)
    .where(eq(smartFields.orgId, ctx.user.orgId));
  return checkPlaceholders({ text, names: input.placeholders }, new Set(keys.map((row) => row.key)));
}
