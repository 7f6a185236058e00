import type { ListRow } from './formats.js';

// The fields a repeat adds for each of its items: `NAME.key` reads the item's key, and loop.number
// (1-based), loop.first, loop.last and loop.count describe where the item stands. Everything else
// is read from the scope around the repeat, so nested repeats see the outer items' names.

/**
 * Where fields are read: the document, or an item of a repeat. Its values never change while it is
 * in use, so each condition is evaluated once in it (`held`).
 */
export interface Scope {
  value(id: string): string | undefined;
  held: Map<string, boolean> | undefined;
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * The scope of a repeat over `rows` as `as`, around `outer`: one object for all its items, moved from
 * item to item with `at` (a repeat's items are resolved one after the other, none after the next).
 */
export class ItemScope implements Scope {
  held: Map<string, boolean> | undefined = undefined;
  #index = 0;
  #row: ListRow = {};
  // The item key each field id reads (`seller.name` -> `name`, else null): cut once per repeat,
  // not once per item, since a repeat's items read the same fields.
  readonly #keys = new Map<string, string | null>();
  readonly #prefix: string;

  constructor(
    readonly outer: Scope,
    as: string,
    readonly rows: readonly ListRow[],
  ) {
    this.#prefix = `${as}.`;
  }

  /** This scope at the item `index` (from 0), with no condition evaluated yet. */
  at(index: number): this {
    this.#index = index;
    this.#row = this.rows[index] ?? {};
    this.held = undefined;
    return this;
  }

  value(id: string): string | undefined {
    let key = this.#keys.get(id);
    if (key === undefined) {
      key = id.startsWith(this.#prefix) ? id.slice(this.#prefix.length) : null;
      this.#keys.set(id, key);
    }
    // An own key only: a row is a plain record, and a name like `__proto__` must read nothing.
    const row = this.#row;
    if (key !== null && Object.hasOwn(row, key)) {
      const value = row[key];
      // The item has the key: its value decides, blank or not; the document's same id does not.
      return typeof value === 'string' ? blankToUndefined(value) : undefined;
    }
    switch (id) {
      case 'loop.number':
        return String(this.#index + 1);
      case 'loop.first':
        return this.#index === 0 ? 'true' : 'false';
      case 'loop.last':
        return this.#index === this.rows.length - 1 ? 'true' : 'false';
      case 'loop.count':
        return String(this.rows.length);
      default:
        return this.outer.value(id);
    }
  }
}
