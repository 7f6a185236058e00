import { isFieldId } from '@lexdraft/core';
import { finding, inScope, type ReviewContext, type RuleFinding, times } from '../context.js';

/** A document's field values by field id; a blank or absent value leaves the field unresolved. */
export type FieldValues = Readonly<Record<string, string | null | undefined>>;

const MARKER = /\{\{([^{}]+)\}\}/g;

/**
 * Merge fields the document uses that have no value, one finding per field at its first place in
 * scope, counting its places in the whole document.
 */
export function findUnresolvedFields(context: ReviewContext, values: FieldValues): RuleFinding[] {
  const uses = new Map<string, { count: number; block: number | null }>();
  for (const block of context.blocks) {
    if (!block.text.includes('{{')) continue;
    for (const match of block.text.matchAll(MARKER)) {
      const id = match[1]!;
      if (!isFieldId(id) || (values[id] ?? '').trim() !== '') continue;
      const use = uses.get(id) ?? { count: 0, block: null };
      use.count += 1;
      if (use.block === null && inScope(context, block.index)) use.block = block.index;
      uses.set(id, use);
    }
  }
  const findings: RuleFinding[] = [];
  for (const [id, use] of uses) {
    if (use.block === null) continue;
    findings.push(
      finding(context, {
        severity: 'high',
        title: `Merge field without a value: ${id}`,
        explanation: `It appears ${times(use.count)} and has no value, so the document would show {{${id}}} where its value belongs. Fill it in or remove it.`,
        block: use.block,
        quote: `{{${id}}}`,
      }),
    );
  }
  return findings;
}
