import type { Expression } from './expression.js';

// Conditions and repeats in words, for the frames the editor draws around them:
// "If Entity type is LLC", "For each owner of the entity".

type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=';

const OPERATOR_WORDS: Record<CompareOp, string> = {
  '==': 'is',
  '!=': 'is not',
  '<': 'is less than',
  '<=': 'is at most',
  '>': 'is more than',
  '>=': 'is at least',
};

const REPEAT_WORDS: ReadonlyMap<string, string> = new Map([
  ['entity.owners', 'For each owner of the entity'],
  ['entity.contacts', 'For each contact of the entity'],
  ['document.entities', 'For each entity linked to the document'],
  ['document.owners', 'For each owner linked to the document'],
  ['document.contacts', 'For each contact linked to the document'],
]);

type Label = (id: string) => string;

function side(expression: Expression, labelOf: Label): string {
  if (expression.kind === 'field') return labelOf(expression.id);
  if (expression.kind === 'literal') return String(expression.value);
  if (expression.kind === 'list') return expression.items.map((item) => side(item, labelOf)).join(', ');
  return `(${describe(expression, labelOf)})`;
}

/** `Rush == true` reads "Rush is set", `Name == ""` reads "Name is blank". */
function describeCompare(op: CompareOp, left: Expression, right: Expression, labelOf: Label): string {
  const literal = right.kind === 'literal' ? right.value : undefined;
  if ((op === '==' || op === '!=') && left.kind === 'field') {
    const negated = op === '!=';
    if (typeof literal === 'boolean')
      return `${labelOf(left.id)} is ${literal !== negated ? 'set' : 'not set'}`;
    if (literal === '') return `${labelOf(left.id)} is ${negated ? 'not blank' : 'blank'}`;
  }
  return `${side(left, labelOf)} ${OPERATOR_WORDS[op]} ${side(right, labelOf)}`;
}

function describeIn(expression: Expression & { kind: 'in' }, labelOf: Label, negated: boolean): string {
  const items = expression.right.kind === 'list' ? expression.right.items : [expression.right];
  const words = items.length === 0 ? '(nothing)' : items.map((item) => side(item, labelOf)).join(', ');
  return `${side(expression.left, labelOf)} is ${negated ? 'not ' : ''}one of ${words}`;
}

function describeNot(operand: Expression, labelOf: Label): string {
  if (operand.kind === 'field') return `${labelOf(operand.id)} is not set`;
  if (operand.kind === 'in') return describeIn(operand, labelOf, true);
  if (operand.kind === 'compare' && (operand.op === '==' || operand.op === '!=')) {
    return describeCompare(operand.op === '==' ? '!=' : '==', operand.left, operand.right, labelOf);
  }
  return `not (${describe(operand, labelOf)})`;
}

function describe(expression: Expression, labelOf: Label): string {
  switch (expression.kind) {
    case 'field':
      return `${labelOf(expression.id)} is set`;
    case 'literal':
    case 'list':
      return side(expression, labelOf);
    case 'not':
      return describeNot(expression.operand, labelOf);
    case 'and':
    case 'or': {
      // "A and B or C" is ambiguous in words: a chain of the other kind inside gets parentheses.
      const part = (child: Expression) => {
        const text = describe(child, labelOf);
        return (child.kind === 'and' || child.kind === 'or') && child.kind !== expression.kind
          ? `(${text})`
          : text;
      };
      return `${part(expression.left)} ${expression.kind} ${part(expression.right)}`;
    }
    case 'compare':
      return describeCompare(expression.op, expression.left, expression.right, labelOf);
    case 'in':
      return describeIn(expression, labelOf, false);
  }
}

/** A condition in words, with fields by their labels: 'Entity type is LLC'. */
export function describeCondition(expression: Expression, labelOf: (id: string) => string): string {
  return describe(expression, labelOf);
}

/** A repeat in words: 'For each owner of the entity', or 'For each row of Sellers' for a list field. */
export function describeRepeat(list: string, labelOf: (id: string) => string): string {
  return REPEAT_WORDS.get(list) ?? `For each row of ${labelOf(list)}`;
}
