import type { FieldLookup } from './evaluate.js';
import type { ListRow } from './formats.js';

// The fields a repeat adds for each of its items: `NAME.key` reads the item's key, and loop.number
// (1-based), loop.first, loop.last and loop.count describe where the item stands. Everything else
// is read from the scope around the repeat, so nested repeats see the outer items' names.

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** The item keys a repeat's field ids read (`seller.name` -> `name`, else null), shared by its items. */
export type ItemKeys = Map<string, string | null>;

/** The lookup inside one item of a repeat over `count` items as `as`, around `outer`. */
export function itemLookup(
  outer: FieldLookup,
  as: string,
  row: ListRow,
  position: { index: number; count: number; keys: ItemKeys },
): FieldLookup {
  const { index, count, keys } = position;
  return (id) => {
    // Each id is cut once per repeat, not once per item: a repeat's items read the same fields.
    let key = keys.get(id);
    if (key === undefined) {
      key = id.startsWith(`${as}.`) ? id.slice(as.length + 1) : null;
      keys.set(id, key);
    }
    // An own key only: a row is a plain record, and a name like `__proto__` must read nothing.
    if (key !== null && Object.hasOwn(row, key)) {
      const value = row[key];
      // The item has the key: its value decides, blank or not; the document's same id does not.
      return typeof value === 'string' ? blankToUndefined(value) : undefined;
    }
    switch (id) {
      case 'loop.number':
        return String(index + 1);
      case 'loop.first':
        return index === 0 ? 'true' : 'false';
      case 'loop.last':
        return index === count - 1 ? 'true' : 'false';
      case 'loop.count':
        return String(count);
      default:
        return outer(id);
    }
  };
}
