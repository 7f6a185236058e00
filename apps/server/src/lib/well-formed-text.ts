import { HttpError } from './errors.js';

// PostgreSQL refuses U+0000 in text and jsonb, and lone UTF-16 surrogates (which JSON's \ud800
// escapes can carry) in jsonb: such a character reaching a query is a 500. Every text that comes
// in is made storable once, at the request boundary (input-boundary.ts): both become U+FFFD, the
// replacement character, as an HTML parser does with NUL. Nothing is lost that had a meaning.

/** How deeply a request's JSON may nest: deeper values overflow JSON.stringify on the way out or into the database. */
export const MAX_INPUT_DEPTH = 512;

const REPLACEMENT = '\uFFFD';

// Node 20 has String#isWellFormed and #toWellFormed (V8 11.3); TypeScript's ES2023 lib has not.
type WellFormedString = string & { isWellFormed(): boolean; toWellFormed(): string };

/** The text with each NUL and each lone surrogate replaced by U+FFFD; the same string when it has none. */
export function wellFormedText(text: string): string {
  const value = text as WellFormedString;
  const whole = value.isWellFormed() ? text : value.toWellFormed();
  return whole.includes('\0') ? whole.replaceAll('\0', REPLACEMENT) : whole;
}

/** Thrown for input nested deeper than MAX_INPUT_DEPTH, naming the part of the request. */
export function tooDeep(part: string): HttpError {
  return new HttpError(422, `Invalid request: ${part}: nested more than ${MAX_INPUT_DEPTH} levels deep`);
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  // Parsed JSON has Object.prototype; fast-querystring (query strings, form bodies) builds objects
  // on an empty prototype of its own, whose prototype is null.
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * Makes every string and object key in parsed input well formed (wellFormedText), in place, and
 * returns the value (a new one only for a bare string). Walks with its own stack, so deep input
 * cannot overflow the call stack; input deeper than `maxDepth` is refused with `tooDeep(part)`.
 */
export function wellFormedInput(input: unknown, part: string, maxDepth = MAX_INPUT_DEPTH): unknown {
  if (typeof input === 'string') return wellFormedText(input);
  if (!isContainer(input)) return input;
  const pending: { container: Container; depth: number }[] = [{ container: input, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { container, depth } = next;
    if (depth > maxDepth) throw tooDeep(part);
    const visit = (value: unknown): unknown => {
      if (typeof value === 'string') return wellFormedText(value);
      if (isContainer(value)) pending.push({ container: value, depth: depth + 1 });
      return value;
    };
    if (Array.isArray(container)) {
      for (let index = 0; index < container.length; index += 1) {
        container[index] = visit(container[index]);
      }
      continue;
    }
    for (const key of Object.keys(container)) {
      const value = container[key];
      const fixedValue = visit(value);
      const fixedKey = wellFormedText(key);
      if (fixedKey === key && fixedValue === value) continue;
      if (fixedKey !== key) delete container[key];
      // defineProperty, not assignment: a "__proto__" key must stay a plain key, not a prototype.
      Object.defineProperty(container, fixedKey, {
        value: fixedValue,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return input;
}
