import { LOGIC_NESTING_MAX } from '../limits.js';
import type { JsonNode } from '../merge-fields/scan.js';
import { conditionProblem, expressionFields, parseExpression } from './expression.js';
import { parseFormat } from './formats.js';
import { LOOP_FIELDS } from './markers.js';
import { repeatProblem } from './names.js';
import { NESTING_LIMIT } from './resolve-walk.js';
import { asNode, childrenOf, marksOf, stringAttr } from './structure-json.js';

// What the stored logic nodes say: whether each reads (checked on save, 422 on the first problem)
// and which fields and lists they use (the Merge Fields panel, Manage Field Values, the export).

const LIST_FORMATS: ReadonlySet<string> = new Set(['join', 'count']);
const DEPTH_MAX = 1_000;

/** A function of a text remembered per text for one walk: a template holds the same few conditions many times. */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (!known.has(text)) known.set(text, read(text));
    return known.get(text) as T;
  };
}

/** A logic node's part in a walk: a condition's expression, a repeat's list and item name. */
type Logic = { expression: string } | { list: string; as: string };

function repeatOf(node: JsonNode): Logic | undefined {
  if (node.type === 'repeatBlock')
    return { list: stringAttr(node, 'list') ?? '', as: stringAttr(node, 'as') ?? '' };
  const each = node.type === 'tableRow' ? stringAttr(node, 'each') : undefined;
  return each === undefined ? undefined : { list: each, as: stringAttr(node, 'as') ?? '' };
}

/** The conditions and repeats a node stands for: its own, then its inline conditions (outer first). */
function logicOf(node: JsonNode): Logic[] {
  const logic: Logic[] = [];
  if (node.type === 'conditionBlock') logic.push({ expression: stringAttr(node, 'expression') ?? '' });
  const repeat = repeatOf(node);
  if (repeat) logic.push(repeat);
  for (const mark of marksOf(node)) {
    if (mark.type === 'inlineCondition')
      logic.push({ expression: stringAttr(mark as JsonNode, 'expression') ?? '' });
  }
  return logic;
}

/** Calls visit for every node with the logic around it (outermost first) and its own. */
function walk(
  doc: JsonNode,
  visit: (node: JsonNode, around: readonly Logic[], own: readonly Logic[]) => void,
): void {
  const step = (value: unknown, around: readonly Logic[], depth: number) => {
    const node = asNode(value);
    if (!node || depth > DEPTH_MAX) return;
    const own = logicOf(node);
    visit(node, around, own);
    const content = childrenOf(node);
    if (!content) return;
    const inner = own.length === 0 ? around : [...around, ...own.filter((logic) => 'list' in logic)];
    for (const child of content) step(child, inner, depth + 1);
  };
  step(doc, [], 0);
}

/**
 * What is wrong with the document's stored logic, in document order: conditions, lists and formats
 * that do not read (`Condition "x ==": a value is missing after "=="`), and nesting deeper than
 * LOGIC_NESTING_MAX. Empty when all is well.
 */
export function logicProblems(doc: JsonNode): string[] {
  const problems = new Set<string>();
  const conditionProblemOf = remembered(conditionProblem);
  const formatOf = remembered(parseFormat);
  walk(doc, (node, _around, own) => {
    for (const logic of own) {
      if ('expression' in logic) {
        const problem = conditionProblemOf(logic.expression);
        if (problem) problems.add(problem);
      } else {
        const problem = repeatProblem(logic.list, logic.as);
        if (problem) problems.add(`Repeat "${logic.list}" as "${logic.as}": ${problem}`);
      }
    }
    const format = node.type === 'mergeField' ? stringAttr(node, 'format') : undefined;
    const parsed = format === undefined ? undefined : formatOf(format);
    if (parsed && !parsed.ok)
      problems.add(`Format "${format}" of field "${stringAttr(node, 'id') ?? ''}": ${parsed.error}`);
  });
  if (logicDepth(doc) > LOGIC_NESTING_MAX) problems.add(NESTING_LIMIT);
  return [...problems];
}

/** How deeply conditions and repeats nest in the document (0 without any). */
function logicDepth(doc: JsonNode): number {
  let deepest = 0;
  const step = (value: unknown, depth: number, level: number) => {
    const node = asNode(value);
    if (!node || depth > DEPTH_MAX) return;
    const blocks = node.type === 'conditionBlock' || repeatOf(node) ? 1 : 0;
    const inline = marksOf(node).filter((mark) => mark.type === 'inlineCondition').length;
    deepest = Math.max(deepest, level + blocks + inline);
    for (const child of childrenOf(node) ?? []) step(child, depth + 1, level + blocks);
  };
  step(doc, 0, 0);
  return deepest;
}

/** True for an id read inside a repeat that means the item or the loop, not a document field. */
function isLoopScoped(id: string, around: readonly Logic[]): boolean {
  const names = around.flatMap((logic) => ('as' in logic ? [logic.as] : []));
  if (names.length > 0 && LOOP_FIELDS.includes(id)) return true;
  return names.some((name) => id === name || id.startsWith(`${name}.`));
}

/**
 * The field ids the document's conditions read and the lists its repeats and `join`/`count`
 * formats use, each once in document order; ids that mean a repeat's item or loop are left out.
 */
export function logicFields(doc: JsonNode): { conditions: string[]; lists: string[] } {
  const conditions = new Set<string>();
  const lists = new Set<string>();
  const expressionOf = remembered(parseExpression);
  const formatOf = remembered(parseFormat);
  walk(doc, (node, around, own) => {
    const scope = [...around];
    for (const logic of own) {
      if ('expression' in logic) {
        const parsed = expressionOf(logic.expression);
        if (!parsed.ok) continue;
        for (const id of expressionFields(parsed.expression))
          if (!isLoopScoped(id, scope)) conditions.add(id);
      } else {
        if (!isLoopScoped(logic.list, scope)) lists.add(logic.list);
        scope.push(logic);
      }
    }
    const id = node.type === 'mergeField' ? stringAttr(node, 'id') : undefined;
    const format = node.type === 'mergeField' ? stringAttr(node, 'format') : undefined;
    const parsed = format === undefined ? undefined : formatOf(format);
    if (id && parsed?.ok && LIST_FORMATS.has(parsed.format.name) && !isLoopScoped(id, around)) lists.add(id);
  });
  return { conditions: [...conditions], lists: [...lists] };
}
