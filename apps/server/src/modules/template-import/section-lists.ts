// docxtemplater writes a condition and a loop the same way, `{#name}…{/name}`: which one a section
// is depends on the data it is given. The import decides by the name (docs/template-import.md,
// Logic): a plural name (`{#users}`, `{#companies}`) is a list and its section a repeat; any other
// name (`{#hasKitty}`, `{#status}`) is a condition. A section spanning a table row's cells repeats
// the row whatever its name.

const NOT_PLURAL = /(ss|us|is)$/i;
const ITEM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED = new Set(['loop', 'and', 'or', 'not', 'in', 'true', 'false']);

/** True for a section name that reads as a plural noun: its last part ends in "s" (not "ss", "us", "is"). */
export function isListName(name: string): boolean {
  const last = name.split('.').at(-1) ?? '';
  return /[A-Za-z]s$/.test(last) && !NOT_PLURAL.test(last);
}

/** The item name a repeat over `list` uses: its singular (`users` -> `user`), else `item`; never one already in use. */
export function itemName(list: string, taken: readonly string[]): string {
  const last = list.split('.').at(-1) ?? '';
  const singular = last.endsWith('ies')
    ? `${last.slice(0, -3)}y`
    : /(ss|x|ch|sh)es$/.test(last)
      ? last.slice(0, -2)
      : last.endsWith('s')
        ? last.slice(0, -1)
        : last;
  const base =
    ITEM_NAME.test(singular) && !RESERVED.has(singular.toLowerCase()) && singular !== last
      ? singular
      : 'item';
  let name = base;
  for (let count = 2; taken.includes(name); count += 1) name = `${base}${count}`;
  return name;
}
