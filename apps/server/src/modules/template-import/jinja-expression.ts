import { conditionProblem, type Expression, printExpression } from '@lexdraft/core';

// Jinja expressions (docxtpl, docassemble) translated into our condition language
// (docs/template-logic.md) where the two mean the same: comparisons, and/or/not, `in [...]`,
// strings, numbers, True/False and dotted names. Anything else (calls, subscripts, filters, tests,
// arithmetic) has no translation: the answer names why, and the tag stays text.

/** A translated expression in our grammar, or why there is none. */
export type Translated = { ok: true; text: string } | { ok: false; reason: string };

type Node = Expression;
type CompareOp = (Expression & { kind: 'compare' })['op'];

type Token = { type: 'name' | 'string' | 'number' | 'op'; text: string };

class Untranslatable extends Error {}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
// Word's typing turns straight quotes into curly ones; Jinja in a .docx is read with either.
const QUOTES: Record<string, string> = { '"': '"', "'": "'", '“': '”', '‘': '’', '”': '”', '’': '’' };
const OPERATORS = ['==', '!=', '<=', '>=', '<', '>', '(', ')', '[', ']', ','];
const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'is']);
const COMPARE: ReadonlySet<string> = new Set<CompareOp>(['==', '!=', '<=', '>=', '<', '>']);
// What a loop's `loop.*` fields are called in our grammar (Jinja's own names on the left).
const JINJA_LOOP_FIELDS: Readonly<Record<string, string>> = {
  'loop.index': 'loop.number',
  'loop.first': 'loop.first',
  'loop.last': 'loop.last',
  'loop.length': 'loop.count',
  // Our own names, as `{{loop.number}}` in our own `{{#each}}` writes them.
  'loop.number': 'loop.number',
  'loop.count': 'loop.count',
};

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at] as string;
    if (/\s/.test(char)) at += 1;
    else if (Object.hasOwn(QUOTES, char)) {
      const close = source.indexOf(QUOTES[char] as string, at + 1);
      if (close < 0) throw new Untranslatable('a text in quotes is not closed');
      const text = source.slice(at + 1, close);
      if (text.includes('\\')) throw new Untranslatable('escapes in text have no translation');
      tokens.push({ type: 'string', text });
      at = close + 1;
    } else {
      const rest = source.slice(at);
      const number = /^\d+(?:\.\d+)?/.exec(rest);
      const name = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(rest);
      const op = OPERATORS.find((candidate) => rest.startsWith(candidate));
      const token: Token | undefined = number
        ? { type: 'number', text: number[0] }
        : name
          ? { type: 'name', text: name[0] }
          : op
            ? { type: 'op', text: op }
            : undefined;
      if (token === undefined) throw new Untranslatable(reasonFor(char));
      tokens.push(token);
      at += token.text.length;
    }
  }
  return tokens;
}

function reasonFor(char: string): string {
  if (char === '|') return 'filters have no translation';
  if ('+-*/%~'.includes(char)) return 'arithmetic has no translation';
  return `"${char}" has no translation`;
}

/** A recursive-descent reader of Jinja's boolean expressions, the part our grammar shares. */
class Reader {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly rename: (id: string) => string,
  ) {}

  read(): Node {
    const node = this.or();
    if (this.at < this.tokens.length) throw new Untranslatable(`"${this.peek()?.text}" has no translation`);
    return node;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  private take(text: string): boolean {
    const token = this.peek();
    if (token === undefined || token.text !== text || token.type === 'string') return false;
    this.at += 1;
    return true;
  }

  private or(): Node {
    let left = this.and();
    while (this.take('or')) left = { kind: 'or', left, right: this.and() };
    return left;
  }

  private and(): Node {
    let left = this.not();
    while (this.take('and')) left = { kind: 'and', left, right: this.not() };
    return left;
  }

  private not(): Node {
    if (this.take('not')) return { kind: 'not', operand: this.not() };
    return this.comparison();
  }

  private comparison(): Node {
    const left = this.primary();
    const token = this.peek();
    if (token?.text === 'is') throw new Untranslatable('tests ("is") have no translation');
    let node = left;
    if (token?.type === 'op' && COMPARE.has(token.text)) {
      this.at += 1;
      node = { kind: 'compare', op: token.text as CompareOp, left, right: this.primary() };
    } else if (this.take('in')) {
      node = { kind: 'in', left, right: this.primary() };
    } else if (token?.text === 'not' && this.peek(1)?.text === 'in') {
      this.at += 2;
      node = { kind: 'not', operand: { kind: 'in', left, right: this.primary() } };
    }
    const next = this.peek();
    if (node !== left && next?.type === 'op' && (COMPARE.has(next.text) || next.text === 'in'))
      throw new Untranslatable('chained comparisons have no translation');
    return node;
  }

  private primary(): Node {
    const token = this.peek();
    if (token === undefined) throw new Untranslatable('a value is missing');
    this.at += 1;
    if (token.type === 'string') return { kind: 'literal', value: token.text };
    if (token.type === 'number') return { kind: 'literal', value: Number(token.text) };
    if (token.type === 'op' && token.text === '(') {
      const inner = this.or();
      if (!this.take(')')) throw new Untranslatable('a parenthesis is not closed');
      return inner;
    }
    if (token.type === 'op' && token.text === '[') return this.list();
    if (token.type !== 'name') throw new Untranslatable(`"${token.text}" has no translation`);
    if (token.text === 'True' || token.text === 'true') return { kind: 'literal', value: true };
    if (token.text === 'False' || token.text === 'false') return { kind: 'literal', value: false };
    if (token.text === 'None') throw new Untranslatable('None has no translation');
    if (KEYWORDS.has(token.text)) throw new Untranslatable(`a value is missing before "${token.text}"`);
    const after = this.peek();
    if (after?.type === 'op' && after.text === '(') throw new Untranslatable('calls have no translation');
    if (after?.type === 'op' && after.text === '[')
      throw new Untranslatable('subscripts have no translation');
    if (token.text.split('.').some((part) => FORBIDDEN.has(part)))
      throw new Untranslatable(`"${token.text}" is not a valid name`);
    return { kind: 'field', id: this.rename(token.text) };
  }

  private list(): Node {
    const items: Node[] = [];
    while (!this.take(']')) {
      const item = this.primary();
      if (item.kind !== 'literal') throw new Untranslatable('a list may hold only texts and numbers');
      items.push(item);
      if (!this.take(',') && this.peek()?.text !== ']') throw new Untranslatable('a list is not closed');
    }
    return { kind: 'list', items };
  }
}

function renameJinjaName(id: string): string {
  const ours = jinjaFieldName(id);
  if (ours === undefined) throw new Untranslatable(`"${id}" has no translation`);
  return ours;
}

/** A Jinja name as our field id (`loop.index` is `loop.number`), or undefined when it has none. */
export function jinjaFieldName(id: string): string | undefined {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(id)) return undefined;
  if (id.split('.').some((part) => FORBIDDEN.has(part))) return undefined;
  if (id.startsWith('loop.')) return Object.hasOwn(JINJA_LOOP_FIELDS, id) ? JINJA_LOOP_FIELDS[id] : undefined;
  return id;
}

/** Translates a Jinja condition (the text after `if` or `elif`) into our expression language. */
export function translateJinjaExpression(source: string): Translated {
  try {
    const tokens = tokenize(source);
    if (tokens.length === 0) return { ok: false, reason: 'the condition is empty' };
    const node = new Reader(tokens, renameJinjaName).read();
    const text = printExpression(node);
    // Printed by core's own printer, so it reads back; checked all the same, never stored broken.
    const problem = conditionProblem(text);
    if (problem !== undefined) return { ok: false, reason: problem };
    return { ok: true, text };
  } catch (error) {
    if (error instanceof Untranslatable) return { ok: false, reason: error.message };
    throw error;
  }
}
