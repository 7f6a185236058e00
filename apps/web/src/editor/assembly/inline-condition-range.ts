import type { Mark, Node as PmNode } from '@tiptap/pm/model';

// An inline condition is a mark: what it covers is the run of inline nodes that carry it. Nested
// conditions are marks of the same type with other expressions, each with its own run.

/** The text an inlineCondition mark covers, by position. */
interface MarkRange {
  from: number;
  to: number;
  mark: Mark;
}

/** The run of `mark` in the textblock around `pos` that reaches `pos`, if there is one. */
function runOf(doc: PmNode, pos: number, mark: Mark): MarkRange | undefined {
  const $pos = doc.resolve(pos);
  if (!$pos.parent.inlineContent) return undefined;
  const start = $pos.start();
  let run: MarkRange | undefined;
  let found: MarkRange | undefined;
  $pos.parent.forEach((child, offset) => {
    if (found) return;
    const from = start + offset;
    const to = from + child.nodeSize;
    if (!mark.isInSet(child.marks)) {
      if (run && run.from <= pos && pos <= run.to) found = run;
      run = undefined;
      return;
    }
    run = run ? { ...run, to } : { from, to, mark };
  });
  if (!found && run && run.from <= pos && pos <= run.to) found = run;
  return found;
}

/** The inline condition at `pos`: `mark`'s run when given, else the innermost (shortest) one there. */
export function inlineConditionRange(doc: PmNode, pos: number, mark?: Mark): MarkRange | undefined {
  if (mark) return runOf(doc, pos, mark);
  const $pos = doc.resolve(pos);
  const marks = [...($pos.nodeAfter?.marks ?? []), ...($pos.nodeBefore?.marks ?? [])].filter(
    (candidate) => candidate.type.name === 'inlineCondition',
  );
  let best: MarkRange | undefined;
  for (const candidate of marks) {
    const range = runOf(doc, pos, candidate);
    if (range && (!best || range.to - range.from < best.to - best.from)) best = range;
  }
  return best;
}
