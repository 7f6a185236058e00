// Paths into a JSON value: its leaves and keys, and copies with one of them changed.

export type Slot = { kind: 'value' | 'key'; path: (string | number)[] };

/** Every leaf of a JSON value, and every key of its objects, by path. */
export function slotsOf(value: unknown, at: (string | number)[] = []): Slot[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => slotsOf(item, [...at, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      { kind: 'key' as const, path: [...at, key] },
      ...slotsOf(item, [...at, key]),
    ]);
  }
  return [{ kind: 'value', path: at }];
}

/** A copy of the value with the leaf at the path replaced. */
export function replaceAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: replaceAt(object[head!], rest, replacement) };
}

/** A copy of the value with the key at the path renamed, its value kept. */
export function renameKey(value: unknown, at: (string | number)[], newKey: string): unknown {
  const parent = at.slice(0, -1);
  const oldKey = at.at(-1) as string;
  const rename = (object: unknown) =>
    Object.fromEntries(
      Object.entries(object as Record<string, unknown>).map(([key, item]) => [
        key === oldKey ? newKey : key,
        item,
      ]),
    );
  if (parent.length === 0) return rename(value);
  const holder = parent.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
  return replaceAt(value, parent, rename(holder));
}
