import type { Transaction } from '@tiptap/pm/state';
import type { Step } from '@tiptap/pm/transform';

/** Where a step changed the document it produced: its replaced range, or the range it marked. */
function stepRange(step: Step): { from: number; to: number } | null {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  step.getMap().forEach((_oldStart, _oldEnd, newStart, newEnd) => {
    from = Math.min(from, newStart);
    to = Math.max(to, newEnd);
  });
  // Mark steps map nothing: their own from/to (or pos, for a node's mark) say where they acted.
  // (Read off the step, not its toJSON, which would copy a pasted slice.)
  const json = step as unknown as { from?: number; to?: number; pos?: number };
  if (json.from !== undefined && json.to !== undefined) {
    from = Math.min(from, json.from);
    to = Math.max(to, json.to);
  } else if (json.pos !== undefined) {
    from = Math.min(from, json.pos);
    to = Math.max(to, json.pos + 1);
  }
  return from <= to ? { from, to } : null;
}

/** The span of the finished document that the transaction's steps touched; null when none. */
export function changedSpan(tr: Transaction): { from: number; to: number } | null {
  let span: { from: number; to: number } | null = null;
  tr.steps.forEach((step, index) => {
    const range = stepRange(step);
    if (!range) return;
    const after = tr.mapping.slice(index + 1);
    const from = after.map(range.from, -1);
    const to = after.map(range.to, 1);
    span = span ? { from: Math.min(span.from, from), to: Math.max(span.to, to) } : { from, to };
  });
  return span;
}
