import { countSuggestions } from '@lexdraft/editor-schema';
import type { JSONContent } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { schema } from '../../lib/editor-document.js';
import { HttpError } from '../../lib/errors.js';

// Nothing pending leaves by accident (docs/negotiation.md, Exports and redlines): a clean export or
// print preview of a document with suggestions not yet accepted or rejected is refused with the
// count, the shared schema's countSuggestions, as the Changes tab and GET …/suggestions count them.

const SUGGESTION_MARKS = new Set(['insertion', 'deletion']);

/** A 422 saying how many suggestions are pending (`pending_suggestions`); `advice` says what the caller can do (sending for signature has its own). */
export class PendingSuggestionsError extends HttpError {
  constructor(
    readonly count: number,
    advice = 'Accept or reject them first, or export a redline (markup=redline) to show them.',
  ) {
    const pending = count === 1 ? '1 pending suggestion' : `${count} pending suggestions`;
    super(422, `This document has ${pending}. ${advice}`);
  }
}

function hasSuggestionMark(body: JSONContent): boolean {
  // A stack of its own: no body's nesting can exhaust the call stack.
  const pending = [body];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (Array.isArray(node.marks) && node.marks.some((mark) => SUGGESTION_MARKS.has(mark?.type))) return true;
    if (Array.isArray(node.content)) pending.push(...(node.content as JSONContent[]));
  }
  return false;
}

// A kept body is one frozen object shared by every export of it (body-json-cache.ts): counted once.
const counted = new WeakMap<JSONContent, number>();

/**
 * How many suggestions a body has pending. Most have none, found by one walk of the JSON; only a
 * body with suggestion marks is read into the schema to count them as the editor does.
 */
export function pendingSuggestionCount(body: JSONContent): number {
  let count = counted.get(body);
  if (count === undefined) {
    count = hasSuggestionMark(body) ? countSuggestions(ProseMirrorNode.fromJSON(schema, body)) : 0;
    counted.set(body, count);
  }
  return count;
}
