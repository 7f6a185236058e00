import { LOGIC_NESTING_MAX, REPEAT_ITEMS_MAX } from '../limits.js';
import type { JsonNode } from '../merge-fields/scan.js';
import { evaluateCondition, type FieldLookup } from './evaluate.js';
import { conditionProblem, parseExpression } from './expression.js';
import { type Format, formatList, type ListRow } from './formats.js';
import { ItemScope, type Scope } from './item-scope.js';
import { Kept, keptFormat, keptPrint, type Printed } from './kept-formats.js';
import { repeatProblem } from './names.js';
import {
  copyWith,
  hasInlineCondition,
  isInlineCondition,
  isNode,
  stringAttr,
  withoutMarks,
} from './resolve-json.js';
import { ITEMS_LIMIT, NESTING_LIMIT, RESOLVED_SIZE_MAX, SIZE_LIMIT } from './resolve-limits.js';
import type { AssemblyData, AssemblyProblem } from './resolve-types.js';
import { textWithFields } from './text-fields.js';

// One pass over a document's JSON that keeps the branch each condition takes, expands each repeat,
// and gives every merge field the text it prints. Subtrees with nothing to change are shared, not
// copied, so a document that is mostly prose costs little more than a walk. Parsed expressions and
// formats are kept by their source text: a template repeats the same few many times.

// Containers whose content must hold a block: emptied by a branch not taken, they keep an empty paragraph.
const NEEDS_BLOCK = new Set(['doc', 'tableCell', 'tableHeader', 'listItem', 'blockquote', 'taskItem']);
// Containers that mean nothing empty: a list with no items, a table with no rows, are left out.
const DROPPED_EMPTY = new Set(['bulletList', 'orderedList', 'taskList', 'table']);
// The resolved size is estimated as HTML: text as it is, and about this much per element.
const ELEMENT_SIZE = 12;

// logic-nodes.ts names a nesting too deep as the resolver does.
export { NESTING_LIMIT } from './resolve-limits.js';

// Kept for the process: what each condition's source parses to, and what is wrong with each
// repeat's list and item names (kept by `[list, as]` as JSON).
const EXPRESSIONS = new Kept(parseExpression);
const REPEAT_PROBLEMS = new Kept((key) => {
  const [list, as] = JSON.parse(key) as [string, string];
  return repeatProblem(list, as);
});

// What a node becomes: itself (unchanged), one new node, or a run of nodes in its place.
type Resolved = JsonNode | JsonNode[];

export class ResolveWalk {
  readonly unresolved: string[] = [];
  readonly problems: AssemblyProblem[] = [];
  /** Set when a text holds a typed logic marker or formatted field: the document needs structuring first. */
  typedMarkers = false;
  readonly #needed = new Set<string>();
  readonly #problemDetails = new Set<string>();
  readonly #lists = new Map<string, readonly ListRow[] | undefined>();
  readonly #values = new Map<string, string | undefined>();
  readonly #need = (id: string) => this.need(id);
  readonly #typed = () => {
    this.typedMarkers = true;
  };
  #items = 0;
  #size = 0;
  #depth = 0;
  #stopped = false;

  constructor(readonly data: AssemblyData) {}

  /** The scope of the document itself: its fields, each read once. */
  readonly root: Scope = {
    held: undefined,
    value: (id) => {
      const kept = this.#values.get(id);
      if (kept !== undefined || this.#values.has(id)) return kept;
      const value = this.data.value(id);
      const filled = typeof value === 'string' && value.trim() !== '' ? value : undefined;
      this.#values.set(id, filled);
      return filled;
    },
  };

  /** What a condition reads in `scope`: a field, or a list, which counts its items (`entity.owners` holds when it has any). */
  #condition(scope: Scope): FieldLookup {
    return (id) => {
      const found = scope.value(id);
      if (found !== undefined) return found;
      const rows = this.#list(id);
      return rows === undefined ? undefined : String(rows.length);
    };
  }

  need(id: string): void {
    if (this.#needed.has(id)) return;
    this.#needed.add(id);
    this.unresolved.push(id);
  }

  #problem(kind: AssemblyProblem['kind'], detail: string): void {
    if (kind === 'limit') this.#stopped = true;
    if (this.#problemDetails.has(detail)) return;
    this.#problemDetails.add(detail);
    this.problems.push({ kind, detail });
  }

  #list(id: string): readonly ListRow[] | undefined {
    if (!this.#lists.has(id)) {
      const rows = this.data.list(id);
      this.#lists.set(id, Array.isArray(rows) ? rows : undefined);
    }
    return this.#lists.get(id);
  }

  #grow(size: number): boolean {
    this.#size += size;
    if (this.#size > RESOLVED_SIZE_MAX) this.#problem('limit', SIZE_LIMIT);
    return !this.#stopped;
  }

  /** The resolved run of `nodes`, or undefined when every one stays as it is. */
  children(nodes: readonly unknown[], scope: Scope): JsonNode[] | undefined {
    let out: JsonNode[] | undefined;
    for (let index = 0; index < nodes.length; index += 1) {
      const child = nodes[index];
      const resolved = isNode(child) ? this.node(child, scope) : [];
      if (resolved === child && out === undefined) continue;
      out ??= nodes.slice(0, index) as JsonNode[];
      if (!Array.isArray(resolved)) out.push(resolved);
      else for (const node of resolved) out.push(node);
    }
    return out;
  }

  node(given: JsonNode, scope: Scope): Resolved {
    if (this.#stopped || !this.#grow(ELEMENT_SIZE)) return [];
    let node = given;
    if (hasInlineCondition(given.marks)) {
      const kept = this.#withoutInlineConditions(given, scope);
      if (kept === undefined) return [];
      node = kept;
    }
    switch (node.type) {
      case 'text':
        return this.#text(node, scope);
      case 'mergeField':
        return this.#field(node, scope);
      case 'conditionBlock':
        return this.#branch(node, scope);
      case 'conditionElse':
        return this.#run(node.content, scope);
      case 'repeatBlock':
        return this.#repeat(node, scope, false);
      case 'tableRow':
        if (stringAttr(node, 'each')) return this.#repeat(node, scope, true);
    }
    return this.#container(node, scope);
  }

  #run(content: unknown, scope: Scope): JsonNode[] {
    const out: JsonNode[] = [];
    this.#runInto(content, scope, out);
    return out;
  }

  /** Appends the resolved nodes of `content` to `out` (what is not a node is left out). */
  #runInto(content: unknown, scope: Scope, out: JsonNode[]): void {
    if (!Array.isArray(content)) return;
    for (const child of content) if (isNode(child)) this.#append(this.node(child, scope), out);
  }

  #append(resolved: Resolved, out: JsonNode[]): void {
    if (!Array.isArray(resolved)) out.push(resolved);
    else for (const node of resolved) out.push(node);
  }

  #container(node: JsonNode, scope: Scope): Resolved {
    const content = node.content;
    if (!Array.isArray(content)) return node;
    let children = this.children(content, scope);
    if (children === undefined) return node;
    if (children.length === 0 && content.length > 0) {
      if (DROPPED_EMPTY.has(node.type ?? '')) return [];
      if (NEEDS_BLOCK.has(node.type ?? '')) children = [{ type: 'paragraph' }];
    }
    return copyWith(node, children);
  }

  /** The node with its inline conditions taken off (it has one), or undefined when one of them does not hold. */
  #withoutInlineConditions(node: JsonNode, scope: Scope): JsonNode | undefined {
    const marks = node.marks ?? [];
    for (const mark of marks) {
      if (mark?.type !== 'inlineCondition') continue;
      const source = mark.attrs?.expression;
      if (!this.#holds(typeof source === 'string' ? source : '', scope)) return undefined;
    }
    return withoutMarks(
      node,
      marks.filter((mark) => !isInlineCondition(mark)),
    );
  }

  /** Whether a condition holds; a malformed one is a problem and holds nothing. */
  #holds(source: string, scope: Scope): boolean {
    const held = scope.held?.get(source);
    if (held !== undefined) return held;
    const parsed = EXPRESSIONS.get(source);
    if (!parsed.ok) {
      this.#problem('expression', conditionProblem(source) ?? `Condition "${source}": ${parsed.error}`);
      return false;
    }
    // A second evaluation would need nothing the first did not: the unresolved list stays the same.
    const holds = evaluateCondition(parsed.expression, this.#condition(scope), this.#need);
    scope.held ??= new Map();
    scope.held.set(source, holds);
    return holds;
  }

  #enter(): boolean {
    if (this.#depth >= LOGIC_NESTING_MAX) {
      this.#problem('limit', NESTING_LIMIT);
      return false;
    }
    this.#depth += 1;
    return true;
  }

  /** A block condition's branch that holds: its content but the else part, or the else part's content. */
  #branch(node: JsonNode, scope: Scope): JsonNode[] {
    if (!this.#enter()) return [];
    const holds = this.#holds(stringAttr(node, 'expression') ?? '', scope);
    const content = Array.isArray(node.content) ? node.content : [];
    const out: JsonNode[] = [];
    if (holds) {
      for (const child of content) {
        if (isNode(child) && child.type !== 'conditionElse') this.#append(this.node(child, scope), out);
      }
    } else {
      const otherwise = content.find((child) => isNode(child) && child.type === 'conditionElse');
      this.#runInto(otherwise?.content, scope, out);
    }
    this.#depth -= 1;
    return out;
  }

  /** A repeated block's content, or a repeated table row (`row`), once for each item of its list. */
  #repeat(node: JsonNode, scope: Scope, row: boolean): JsonNode[] {
    const list = (row ? stringAttr(node, 'each') : stringAttr(node, 'list')) ?? '';
    const as = stringAttr(node, 'as') ?? '';
    const problem = REPEAT_PROBLEMS.get(JSON.stringify([list, as]));
    if (problem !== undefined) {
      this.#problem('expression', `Repeat "${list} as ${as}": ${problem}`);
      return [];
    }
    const rows = this.#list(list);
    if (rows === undefined) {
      this.need(list);
      return [];
    }
    if (rows.length === 0 || !this.#enter()) return [];
    const out: JsonNode[] = [];
    this.#items += rows.length;
    if (this.#items > REPEAT_ITEMS_MAX) this.#problem('limit', ITEMS_LIMIT);
    // One scope for all the items, moved from one to the next.
    const item = new ItemScope(scope, as, rows);
    // Each item's copy of a row: its cells resolved, the row no longer repeating.
    const attrs = row ? { ...node.attrs, each: null, as: null } : undefined;
    for (let index = 0; index < rows.length && !this.#stopped; index += 1) {
      item.at(index);
      if (attrs === undefined) this.#runInto(node.content, item, out);
      else out.push(copyWith(node, this.#run(node.content, item), attrs));
    }
    this.#depth -= 1;
    return out;
  }

  #field(node: JsonNode, scope: Scope): Resolved {
    const id = stringAttr(node, 'id');
    if (!id) return node;
    const source = stringAttr(node, 'format')?.trim();
    let format: Format | undefined;
    if (source) {
      const parsed = keptFormat(source);
      if (!parsed.ok) {
        this.#problem('expression', `Field "{{${id} | ${source}}}": ${parsed.error}`);
        return node;
      }
      format = parsed.format;
    }
    let printed: Printed | undefined;
    if (format?.name === 'join' || format?.name === 'count') {
      const rows = this.#list(id);
      printed = rows && formatList(rows, format);
    } else {
      const value = scope.value(id);
      printed =
        value === undefined
          ? undefined
          : format
            ? keptPrint(value, source!, format)
            : { text: value, readable: true };
    }
    if (printed === undefined) {
      this.need(id);
      return node;
    }
    const text = this.data.print ? this.data.print(id, printed.text) : printed.text;
    this.#grow(text.length);
    // Written out rather than spread: the schema's four attributes, one shape for every field.
    const attrs = { id, format: source ?? null, value: text, unreadable: !printed.readable };
    const out: JsonNode = { type: 'mergeField', attrs };
    if (node.marks !== undefined) out.marks = node.marks;
    return out;
  }

  /** A text, its `{{id}}` markers made fields (so that an item's fields print too); typed logic noted. */
  #text(node: JsonNode, scope: Scope): Resolved {
    const text = node.text;
    if (typeof text !== 'string') return node;
    this.#grow(text.length);
    if (!text.includes('{{')) return node;
    const field = (marker: JsonNode) => this.#field(marker, scope) as JsonNode;
    return textWithFields(node, text, field, this.#typed) ?? node;
  }
}
