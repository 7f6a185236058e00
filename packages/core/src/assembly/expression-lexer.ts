// The tokens of the condition language, read one at a time from a position so that the parser can
// read `[Closing Date]` as a name where a value stands and `[` as a list after `in`.

/** One token, with where it starts and ends in the source. */
export type Token =
  | { kind: 'op'; text: '==' | '!=' | '<' | '<=' | '>' | '>='; start: number; end: number }
  | { kind: '(' | ')' | '[' | ']' | ','; text: string; start: number; end: number }
  | { kind: 'word'; text: string; start: number; end: number }
  | { kind: 'string'; text: string; value: string; start: number; end: number }
  | { kind: 'number'; text: string; value: number; start: number; end: number }
  | { kind: 'end'; text: ''; start: number; end: number };

/** A readable parse error; thrown inside the parser and returned by parseExpression. */
export class ExpressionError extends Error {}

const WORD = /[A-Za-z_][A-Za-z0-9_.-]*/y;
const NUMBER = /-?\d+(?:\.\d+)?/y;
const SPACE = /\s*/y;
const PUNCTUATION = new Set(['(', ')', '[', ']', ',']);
const TWO_CHAR_OPS = new Set(['==', '!=', '<=', '>=']);
/** Numbers beyond this are refused: they would lose digits, and print in exponent form. */
const NUMBER_MAX = 1e15;
const PREVIEW_LENGTH = 20;

function stickyMatch(pattern: RegExp, source: string, start: number): string | undefined {
  pattern.lastIndex = start;
  return pattern.exec(source)?.[0];
}

/** The position of the first non-space character at or after start. */
export function skipSpace(source: string, start: number): number {
  return start + (stickyMatch(SPACE, source, start) ?? '').length;
}

/** The text shown for a part of the source in an error: at most 20 characters. */
export function preview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}

function readString(source: string, start: number): Token {
  const quote = source[start]!;
  let value = '';
  for (let index = start + 1; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === quote)
      return { kind: 'string', text: source.slice(start, index + 1), value, start, end: index + 1 };
    // A backslash takes the next character as it is: \" inside "…", \\ for a backslash.
    if (char === '\\' && index + 1 < source.length) index += 1;
    value += source[index];
  }
  throw new ExpressionError(`the text "${preview(value)}" is not closed`);
}

function refuseOperator(char: string, next: string | undefined): never {
  if (char === '=') throw new ExpressionError('use "==" to compare, not "="');
  if (char === '!') throw new ExpressionError('use "!=" to compare, or "not" before a condition');
  if (char === '&' && next === '&') throw new ExpressionError('use "and", not "&&"');
  if (char === '|' && next === '|') throw new ExpressionError('use "or", not "||"');
  throw new ExpressionError(`unexpected "${char}"`);
}

/** The token that starts at start (after any spaces). */
export function readToken(source: string, from: number): Token {
  const start = skipSpace(source, from);
  if (start >= source.length) return { kind: 'end', text: '', start, end: start };
  const char = source[start]!;
  const pair = source.slice(start, start + 2);
  if (TWO_CHAR_OPS.has(pair)) {
    return { kind: 'op', text: pair as '==' | '!=' | '<=' | '>=', start, end: start + 2 };
  }
  if (char === '<' || char === '>') return { kind: 'op', text: char, start, end: start + 1 };
  if (PUNCTUATION.has(char)) return { kind: char as '(', text: char, start, end: start + 1 };
  if (char === '"' || char === "'") return readString(source, start);
  const number = stickyMatch(NUMBER, source, start);
  if (number !== undefined) {
    // -0 would print as 0: read it as 0 so that text and tree agree.
    const value = Number(number) || 0;
    if (Math.abs(value) > NUMBER_MAX)
      throw new ExpressionError(`the number "${preview(number)}" is too large`);
    return { kind: 'number', text: number, value, start, end: start + number.length };
  }
  const word = stickyMatch(WORD, source, start);
  if (word !== undefined) return { kind: 'word', text: word, start, end: start + word.length };
  return refuseOperator(char, source[start + 1]);
}
