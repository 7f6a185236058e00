import type { Expression } from '../assembly/expression.js';

// What a condition says about the fields it reads, for the question each becomes: a field tested
// alone (`rush`, `not rush`, `rush == true`) is a yes/no, one compared with text literals
// (`deal.kind == "asset"`, `deal.kind in ["asset", "stock"]`) a choice among them, and one compared
// with a number or another field is typed text.

/** How one field is read by the conditions seen so far. */
export type ConditionUse = {
  /** Tested for truth alone, or compared with true or false. */
  alone: boolean;
  /** The text literals it is compared with, in first-seen order. */
  options: Set<string>;
  /** Compared with a number, or with another field: neither yes/no nor a choice. */
  other: boolean;
};

/** The uses by field id, one entry per field read (filled in by noteConditionUses). */
export type ConditionUses = Map<string, ConditionUse>;

const EQUALITY: ReadonlySet<string> = new Set(['==', '!=']);

function useOf(uses: ConditionUses, id: string): ConditionUse {
  let use = uses.get(id);
  if (!use) {
    use = { alone: false, options: new Set(), other: false };
    uses.set(id, use);
  }
  return use;
}

/** A field on one side of a comparison, the other side given: what the comparison tells of it. */
function compared(
  uses: ConditionUses,
  field: string,
  other: Expression,
  op: string,
  counts: (id: string) => boolean,
) {
  if (!counts(field)) return;
  const use = useOf(uses, field);
  if (other.kind === 'literal' && typeof other.value === 'boolean') use.alone = true;
  else if (other.kind === 'literal' && typeof other.value === 'string' && EQUALITY.has(op))
    use.options.add(other.value);
  else use.other = true;
}

function visit(uses: ConditionUses, node: Expression, counts: (id: string) => boolean, asCondition: boolean) {
  switch (node.kind) {
    case 'field':
      if (counts(node.id)) {
        const use = useOf(uses, node.id);
        if (asCondition) use.alone = true;
        else use.other = true;
      }
      return;
    case 'literal':
      return;
    case 'list':
      for (const item of node.items) visit(uses, item, counts, false);
      return;
    case 'not':
      visit(uses, node.operand, counts, true);
      return;
    case 'and':
    case 'or':
      visit(uses, node.left, counts, true);
      visit(uses, node.right, counts, true);
      return;
    case 'compare': {
      const { left, right, op } = node;
      if (left.kind === 'field') compared(uses, left.id, right, op, counts);
      else visit(uses, left, counts, false);
      if (right.kind === 'field') compared(uses, right.id, left, op, counts);
      else visit(uses, right, counts, false);
      return;
    }
    case 'in': {
      const { left, right } = node;
      if (left.kind === 'field' && counts(left.id) && right.kind === 'list') {
        const use = useOf(uses, left.id);
        for (const item of right.items) {
          if (item.kind === 'literal' && typeof item.value === 'string') use.options.add(item.value);
          else use.other = true;
        }
      } else visit(uses, left, counts, false);
      visit(uses, right, counts, false);
      return;
    }
  }
}

/**
 * Adds what a condition says of each field it reads to `uses`; `counts` says which ids are
 * questions (not a repeat's item, not a list).
 */
export function noteConditionUses(
  uses: ConditionUses,
  expression: Expression,
  counts: (id: string) => boolean,
): void {
  visit(uses, expression, counts, true);
}
