import { type AssemblyProblem, type FieldValueSources, type JsonNode, resolveDocument } from '@lexdraft/core';
import type { JSONContent } from '@tiptap/core';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { FieldMasker } from '../../lib/sensitive-masking.js';
import type { ServiceContext } from '../auth/context.js';
import { assemblyDataOf } from '../merge-fields/assembly-data.js';
import { hasLogic } from './body-index.js';

// The body as everything that reads it for its meaning sees it (docs/template-logic.md): both
// exports, print preview, the frozen PDF sent for signature and the assistant's review. A body
// without logic or formats, most of them, is used as it is, at the cost of one cached check.

// The 422's detail names this many problems.
const NAMED_IN_DETAIL = 5;

type ResolvedBody = {
  body: JSONContent;
  /** The fields and lists the body needs without values, in order of first need; undefined when nothing was resolved. */
  unresolved?: readonly string[];
  problems: readonly AssemblyProblem[];
};

/** The body resolved against the document's values and lists; `mask` masks what a viewer may not see. */
export async function resolveBody(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  body: JSONContent,
  sources: FieldValueSources,
  mask?: FieldMasker,
): Promise<ResolvedBody> {
  if (!hasLogic(body)) return { body, problems: [] };
  const data = await assemblyDataOf(db, ctx, documentId, sources, mask);
  const resolved = resolveDocument(body as JsonNode, data);
  return { body: resolved.doc as JSONContent, unresolved: resolved.unresolved, problems: resolved.problems };
}

/** The 422 of a body that cannot be assembled, naming what stops it (`{{#if agreement.rush}} has no {{/if}}`). */
export function assemblyProblemsError(problems: readonly AssemblyProblem[]): HttpError {
  const named = problems.slice(0, NAMED_IN_DETAIL).map((problem) => problem.detail);
  const more = problems.length > NAMED_IN_DETAIL ? ` And ${problems.length - NAMED_IN_DETAIL} more.` : '';
  const sentences = named.map((detail) => (/[.!?]$/.test(detail) ? detail : `${detail}.`));
  return new HttpError(422, `This document cannot be assembled: ${sentences.join(' ')}${more}`);
}
