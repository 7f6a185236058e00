import { expressionFields, type JsonNode, logicFields, parseExpression, parseFormat } from '@lexdraft/core';
import type { LogicUse } from './store/state';

// What a document's conditions and repeats use, from the editor's JSON: core's logicFields for the
// fields conditions read and the lists, and here what only the screens need: each list's columns
// (the `NAME.key` fields its repeats read, the key its joins print) and the names that are an
// item's or the loop's rather than the document's. Fetched with the first document that has logic.

type Scope = { list: string; as: string };

class LogicWalk {
  readonly columns = new Map<string, Set<string>>();
  readonly scoped = new Set<string>();
  readonly outside = new Set<string>();

  private column(list: string, key: string) {
    const keys = this.columns.get(list) ?? new Set<string>();
    keys.add(key);
    this.columns.set(list, keys);
  }

  /** A field read inside `scopes` (innermost last): an item's key, the loop's, or the document's. */
  read(id: string, scopes: readonly Scope[]) {
    for (let index = scopes.length - 1; index >= 0; index -= 1) {
      const scope = scopes[index]!;
      if (id.startsWith(`${scope.as}.`)) {
        this.column(scope.list, id.slice(scope.as.length + 1));
        this.scoped.add(id);
        return;
      }
    }
    if (scopes.length > 0 && id.startsWith('loop.')) this.scoped.add(id);
    else this.outside.add(id);
  }

  private condition(expression: unknown, scopes: readonly Scope[]) {
    if (typeof expression !== 'string') return;
    const parsed = parseExpression(expression);
    if (parsed.ok) for (const id of expressionFields(parsed.expression)) this.read(id, scopes);
  }

  private field(attrs: Record<string, unknown>, scopes: readonly Scope[]) {
    const { id, format } = attrs;
    if (typeof id !== 'string') return;
    const parsed = typeof format === 'string' ? parseFormat(format) : undefined;
    if (parsed?.ok && (parsed.format.name === 'join' || parsed.format.name === 'count')) {
      // A list printed whole: its join key is one of its columns.
      const key = parsed.format.args[0];
      if (parsed.format.name === 'join' && key) this.column(id, key);
      return;
    }
    this.read(id, scopes);
  }

  walk(node: JsonNode, scopes: readonly Scope[]) {
    const attrs = node.attrs ?? {};
    let inner = scopes;
    const list = node.type === 'repeatBlock' ? attrs.list : node.type === 'tableRow' ? attrs.each : undefined;
    if (typeof list === 'string' && list !== '' && typeof attrs.as === 'string') {
      this.columns.set(list, this.columns.get(list) ?? new Set());
      inner = [...scopes, { list, as: attrs.as }];
    }
    if (node.type === 'conditionBlock') this.condition(attrs.expression, scopes);
    if (node.type === 'mergeField') this.field(attrs, scopes);
    for (const mark of node.marks ?? [])
      if (mark.type === 'inlineCondition') this.condition(mark.attrs?.expression, scopes);
    for (const child of node.content ?? []) this.walk(child, inner);
  }
}

/** The logic a document's JSON holds, as the Merge Fields panel and Manage Field Values list it. */
export function scanLogic(doc: JsonNode): LogicUse {
  const { conditions, lists } = logicFields(doc);
  const walk = new LogicWalk();
  walk.walk(doc, []);
  // Own properties only, whatever the list is called.
  const columns = Object.fromEntries(lists.map((list) => [list, [...(walk.columns.get(list) ?? [])]]));
  return {
    conditions,
    lists,
    columns,
    scoped: [...walk.scoped].filter((id) => !walk.outside.has(id)),
  };
}
