import { EXPRESSION_MAX_LENGTH, LOGIC_NESTING_MAX } from '../limits.js';
import { ExpressionError, preview, readToken, skipSpace, type Token } from './expression-lexer.js';
import { forbiddenPart, isLogicFieldId } from './names.js';

// The condition language of {{#if EXPR}} and data-if="EXPR", parsed by hand (recursive descent)
// into a tree that evaluate.ts interprets: nothing is ever compiled to code, so no eval and no
// unsafe-eval in the CSP. Precedence, loosest first: or, and, not, then comparisons and `in`.

/** A parsed condition. */
export type Expression =
  | { kind: 'field'; id: string }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'list'; items: Expression[] }
  | { kind: 'not'; operand: Expression }
  | { kind: 'and' | 'or'; left: Expression; right: Expression }
  | { kind: 'compare'; op: '==' | '!=' | '<' | '<=' | '>' | '>='; left: Expression; right: Expression }
  | { kind: 'in'; left: Expression; right: Expression };

/** The result of parsing a condition: its tree, or a short readable error. */
export type ParsedExpression = { ok: true; expression: Expression } | { ok: false; error: string };

const KEYWORDS: ReadonlySet<string> = new Set(['and', 'or', 'not', 'in', 'true', 'false']);

/** conditionProblem quotes at most this much of the condition, so that a 422's detail stays short. */
const SHOWN_SOURCE_LENGTH = 100;

const isWord = (token: Token, word: string) => token.kind === 'word' && token.text.toLowerCase() === word;

function fieldNamed(name: string): Expression {
  const bad = forbiddenPart(name);
  if (bad !== undefined) throw new ExpressionError(`"${bad}" is not a valid name`);
  if (!isLogicFieldId(name)) throw new ExpressionError(`"${preview(name)}" is not a valid field name`);
  return { kind: 'field', id: name };
}

function createParser(source: string) {
  let position = 0;
  let last: Token | undefined;

  const peek = () => readToken(source, position);
  const take = () => {
    const token = peek();
    position = token.end;
    last = token;
    return token;
  };
  const unexpected = (token: Token) =>
    new ExpressionError(`unexpected "${preview(token.text)}"${last ? ` after "${preview(last.text)}"` : ''}`);
  // Where a value should stand: after an operator, say which; at the start, name what came instead.
  const missingValue = (token: Token) =>
    last ? new ExpressionError(`a value is missing after "${last.text}"`) : unexpected(token);
  const deeper = (depth: number) => {
    if (depth >= LOGIC_NESTING_MAX) {
      throw new ExpressionError(`the condition nests deeper than ${LOGIC_NESTING_MAX} levels`);
    }
    return depth + 1;
  };

  /** `[Closing Date]`: a name that holds spaces. */
  function bracketName(): Expression {
    const open = take();
    const close = source.indexOf(']', open.end);
    if (close < 0) throw new ExpressionError('a "[" is not closed');
    const name = source.slice(open.end, close).trim();
    position = close + 1;
    last = { kind: ']', text: ']', start: close, end: close + 1 };
    return fieldNamed(name);
  }

  /** A literal or a field: what may stand on either side of a comparison, or in a list. */
  function value(): Expression {
    const token = peek();
    if (token.kind === '[') return bracketName();
    if (token.kind === 'string' || token.kind === 'number') {
      take();
      return { kind: 'literal', value: token.value };
    }
    if (token.kind === 'word') {
      const word = token.text.toLowerCase();
      if (word === 'true' || word === 'false') {
        take();
        return { kind: 'literal', value: word === 'true' };
      }
      if (KEYWORDS.has(word)) throw missingValue(token);
      take();
      return fieldNamed(token.text);
    }
    throw missingValue(token);
  }

  function primary(depth: number): Expression {
    if (peek().kind !== '(') return value();
    const inner = deeper(depth);
    take();
    const expression = or(inner);
    const close = peek();
    if (close.kind === 'end') throw new ExpressionError('a "(" is not closed');
    if (close.kind !== ')') throw unexpected(close);
    take();
    return expression;
  }

  function list(): Expression {
    const open = peek();
    if (open.kind !== '[')
      throw new ExpressionError(`a list like ["A", "B"] is expected after "${last?.text}"`);
    take();
    const items: Expression[] = [];
    if (peek().kind === ']') {
      take();
      return { kind: 'list', items };
    }
    for (;;) {
      items.push(value());
      const next = take();
      if (next.kind === ']') return { kind: 'list', items };
      if (next.kind === 'end') throw new ExpressionError('a "[" is not closed');
      if (next.kind !== ',') {
        throw new ExpressionError(`a "," or "]" is expected in the list, not "${preview(next.text)}"`);
      }
    }
  }

  function comparison(depth: number): Expression {
    const left = primary(depth);
    const token = peek();
    if (token.kind === 'op') {
      take();
      return { kind: 'compare', op: token.text, left, right: primary(depth) };
    }
    if (isWord(token, 'in')) {
      take();
      return { kind: 'in', left, right: list() };
    }
    // `x not in [...]` reads as `not x in [...]`, as in Jinja.
    if (isWord(token, 'not') && isWord(readToken(source, token.end), 'in')) {
      take();
      take();
      return { kind: 'not', operand: { kind: 'in', left, right: list() } };
    }
    return left;
  }

  function not(depth: number): Expression {
    if (!isWord(peek(), 'not')) return comparison(depth);
    const inner = deeper(depth);
    take();
    return { kind: 'not', operand: not(inner) };
  }

  function chain(word: 'and' | 'or', operand: (depth: number) => Expression, depth: number): Expression {
    let left = operand(depth);
    while (isWord(peek(), word)) {
      take();
      left = { kind: word, left, right: operand(depth) };
    }
    return left;
  }

  const and = (depth: number) => chain('and', not, depth);
  const or = (depth: number): Expression => chain('or', and, depth);

  return {
    parse(): Expression {
      if (skipSpace(source, 0) >= source.length) throw new ExpressionError('the condition is empty');
      const expression = or(0);
      const rest = peek();
      if (rest.kind !== 'end') throw unexpected(rest);
      return expression;
    },
  };
}

/** Parses a condition; never throws: a malformed one gives a short readable error. */
export function parseExpression(source: string): ParsedExpression {
  if (source.length > EXPRESSION_MAX_LENGTH) {
    return {
      ok: false,
      error: `the condition is longer than ${EXPRESSION_MAX_LENGTH.toLocaleString('en-US')} characters`,
    };
  }
  try {
    return { ok: true, expression: createParser(source).parse() };
  } catch (error) {
    if (error instanceof ExpressionError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The field ids an expression reads, each once, in order of first appearance. */
export function expressionFields(expression: Expression): string[] {
  const ids = new Set<string>();
  const visit = (node: Expression): void => {
    if (node.kind === 'field') ids.add(node.id);
    else if (node.kind === 'list') node.items.forEach(visit);
    else if (node.kind === 'not') visit(node.operand);
    else if (node.kind !== 'literal') {
      visit(node.left);
      visit(node.right);
    }
  };
  visit(expression);
  return [...ids];
}

/** What is wrong with a condition, naming it (`Condition "x ==": a value is missing after "=="`), or undefined. */
export function conditionProblem(source: string): string | undefined {
  const parsed = parseExpression(source);
  if (parsed.ok) return undefined;
  const shown = source.length > SHOWN_SOURCE_LENGTH ? `${source.slice(0, SHOWN_SOURCE_LENGTH)}…` : source;
  return `Condition "${shown}": ${parsed.error}`;
}
