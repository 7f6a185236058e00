import { type Expression, expressionFields, parseExpression } from '../assembly/expression.js';
import { printExpression } from '../assembly/expression-print.js';
import { parseFormat } from '../assembly/formats.js';
import { LOOP_FIELDS, RECORD_LISTS } from '../assembly/markers.js';
import { logicFields } from '../assembly/structure.js';
import { asNode, childrenOf, isLiteral, marksOf, stringAttr } from '../assembly/structure-json.js';
import { type JsonNode, scanText } from '../merge-fields/scan.js';
import { type ConditionUses, noteConditionUses } from './condition-uses.js';

// One walk over a structured template in document order: every field it prints or its conditions
// read, each with the conditions it stands under (else branches negated), and the lists its repeats
// and `join`/`count` formats use with the item keys read inside them. buildInterview turns this into
// questions.

/** Everything the template says of one field (or list) that becomes a question. */
export type FieldUse = {
  id: string;
  /** Used at least once under no condition: always asked. */
  always: boolean;
  /** The conditions of its other uses (each the conditions it stands under), by printed text, in first-seen order. */
  whens: Map<string, { expression: Expression; parts: readonly string[] }>;
  /** A list field: a repeat's list or a `join`/`count` format's. */
  list: boolean;
  /** A list's item keys read inside its repeats (`seller.name` -> `name`), in first-seen order. */
  items: Set<string>;
  /** Printed with a `date` format somewhere. */
  dateFormat: boolean;
};

/** A repeat around a node: its item name, and its list's id when that list is asked (else undefined). */
type Repeat = { as: string; list: string | undefined };
/** Where a node stands: the conditions (outermost first) and repeats around it. */
type Frame = { conditions: readonly Expression[]; repeats: readonly Repeat[] };

const LIST_FORMATS: ReadonlySet<string> = new Set(['join', 'count']);
const DEFAULT_JOIN_KEY = 'name';
// Deeper JSON is not walked: no document the editor or the sanitizer gives comes near it.
const DEPTH_MAX = 1_000;

const negated = (expression: Expression): Expression =>
  expression.kind === 'not' ? expression.operand : { kind: 'not', operand: expression };

/** The conditions of a frame as one expression (`a and b`), or null when there are none. */
function allOf(conditions: readonly Expression[]): Expression | null {
  if (conditions.length === 0) return null;
  return conditions.reduce((left, right) => ({ kind: 'and', left, right }));
}

function repeatOf(node: JsonNode): { list: string; as: string } | undefined {
  const list = stringAttr(node, node.type === 'repeatBlock' ? 'list' : 'each');
  if (node.type !== 'repeatBlock' && node.type !== 'tableRow') return undefined;
  return list ? { list, as: stringAttr(node, 'as') ?? '' } : undefined;
}

class Collector {
  readonly fields = new Map<string, FieldUse>();
  readonly conditions: ConditionUses = new Map();

  constructor(private readonly lists: ReadonlySet<string>) {}

  /** The repeat whose item an id reads, `loop` for loop.*, undefined for a document field. */
  private itemOf(id: string, frame: Frame): Repeat | 'loop' | undefined {
    for (let index = frame.repeats.length - 1; index >= 0; index -= 1) {
      const repeat = frame.repeats[index]!;
      if (repeat.as !== '' && (id === repeat.as || id.startsWith(`${repeat.as}.`))) return repeat;
    }
    return frame.repeats.length > 0 && LOOP_FIELDS.includes(id) ? 'loop' : undefined;
  }

  /** True for an id that is a question of its own where it stands, and not a list. */
  private isPlainField(id: string, frame: Frame): boolean {
    return this.itemOf(id, frame) === undefined && !this.lists.has(id);
  }

  private addItem(list: string, key: string) {
    if (key !== '') this.fields.get(list)?.items.add(key);
  }

  /** Notes a use of an id where it stands; answers its entry when it is a question. */
  use(id: string, frame: Frame, asList = false): FieldUse | undefined {
    const item = this.itemOf(id, frame);
    if (item !== undefined) {
      if (item !== 'loop' && item.list !== undefined) this.addItem(item.list, id.slice(item.as.length + 1));
      return undefined;
    }
    if (RECORD_LISTS.includes(id)) return undefined;
    let field = this.fields.get(id);
    if (!field) {
      field = { id, always: false, whens: new Map(), list: false, items: new Set(), dateFormat: false };
      this.fields.set(id, field);
    }
    if (asList || this.lists.has(id)) field.list = true;
    const when = allOf(frame.conditions);
    if (when === null) field.always = true;
    else if (!field.always) {
      const text = printExpression(when);
      if (!field.whens.has(text))
        field.whens.set(text, { expression: when, parts: frame.conditions.map(printExpression) });
    }
    return field;
  }

  /**
   * Notes a condition's fields where it starts; answers the frame inside it. A condition that reads
   * a repeat's item or a list cannot be asked about before the rows exist: its contents are treated
   * as possibly printing (no shown_if from it), which asks a question too often rather than never.
   */
  condition(text: string | undefined, frame: Frame): { inside: Frame; expression?: Expression } {
    const parsed = parseExpression(text ?? '');
    if (!parsed.ok) return { inside: frame };
    const { expression } = parsed;
    noteConditionUses(this.conditions, expression, (id) => this.isPlainField(id, frame));
    const ids = expressionFields(expression);
    for (const id of ids) this.use(id, frame);
    if (!ids.every((id) => this.isPlainField(id, frame))) return { inside: frame };
    return { inside: { ...frame, conditions: [...frame.conditions, expression] }, expression };
  }

  private mergeField(node: JsonNode, frame: Frame) {
    const id = stringAttr(node, 'id');
    if (!id) return;
    const format = stringAttr(node, 'format');
    const parsed = format ? parseFormat(format) : undefined;
    if (parsed?.ok && LIST_FORMATS.has(parsed.format.name)) {
      const list = this.use(id, frame, true);
      if (list && parsed.format.name === 'join') this.addItem(id, parsed.format.args[0] ?? DEFAULT_JOIN_KEY);
      return;
    }
    const field = this.use(id, frame);
    if (field && parsed?.ok && parsed.format.name === 'date') field.dateFormat = true;
  }

  walk(value: unknown, outer: Frame, depth: number): void {
    const node = asNode(value);
    if (!node || isLiteral(node) || depth > DEPTH_MAX) return;
    let frame = outer;
    // An inline condition's marks come outermost first.
    for (const mark of marksOf(node)) {
      if (mark.type === 'inlineCondition')
        frame = this.condition(stringAttr(mark as JsonNode, 'expression'), frame).inside;
    }
    if (node.type === 'mergeField') this.mergeField(node, frame);
    else if (typeof node.text === 'string') for (const id of scanText(node.text).keys()) this.use(id, frame);
    const children = childrenOf(node) ?? [];
    if (node.type === 'conditionBlock') {
      const { inside, expression } = this.condition(stringAttr(node, 'expression'), frame);
      const otherwise = expression
        ? { ...frame, conditions: [...frame.conditions, negated(expression)] }
        : frame;
      for (const child of children) {
        const branch = asNode(child)?.type === 'conditionElse' ? otherwise : inside;
        this.walk(child, branch, depth + 1);
      }
      return;
    }
    const repeat = repeatOf(node);
    if (repeat) {
      const list = this.use(repeat.list, frame, true);
      frame = { ...frame, repeats: [...frame.repeats, { as: repeat.as, list: list && repeat.list }] };
    }
    for (const child of children) this.walk(child, frame, depth + 1);
  }
}

/** The fields and lists a structured template uses, in order of first appearance, and how its conditions read them. */
export function collectFieldUses(doc: JsonNode): { fields: FieldUse[]; conditions: ConditionUses } {
  const collector = new Collector(new Set(logicFields(doc).lists));
  collector.walk(doc, { conditions: [], repeats: [] }, 0);
  return { fields: [...collector.fields.values()], conditions: collector.conditions };
}
