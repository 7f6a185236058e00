import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestMeta } from './request-meta.js';
import { MAX_INPUT_DEPTH, wellFormedInput, wellFormedText } from './well-formed-text.js';

describe('wellFormedText', () => {
  it('replaces NUL and lone surrogates with U+FFFD and keeps pairs', () => {
    expect(wellFormedText('a\u0000b')).toBe('a\uFFFDb');
    expect(wellFormedText('\ud800x\udfff')).toBe('\uFFFDx\uFFFD');
    expect(wellFormedText('😀 café')).toBe('😀 café');
  });

  it('gives back the same string when there is nothing to replace', () => {
    const text = 'plain';
    expect(wellFormedText(text)).toBe(text);
  });
});

describe('wellFormedInput', () => {
  it('fixes every string and key, in arrays and objects, in place', () => {
    const input = { 'k\u0000': ['a\ud800', { deep: '\u0000' }], n: 1, ok: 'x', nil: null };
    expect(wellFormedInput(input, 'body')).toBe(input);
    expect(input).toEqual({ 'k\uFFFD': ['a\uFFFD', { deep: '\uFFFD' }], n: 1, ok: 'x', nil: null });
  });

  it('fixes a bare string and leaves other values alone', () => {
    expect(wellFormedInput('\u0000', 'body')).toBe('\uFFFD');
    expect(wellFormedInput(undefined, 'body')).toBeUndefined();
    expect(wellFormedInput(3, 'body')).toBe(3);
  });

  it('keeps a key that becomes "__proto__" a plain key', () => {
    const input = JSON.parse('{"__proto__\\u0000": {"polluted": true}, "__proto__": "x\\u0000"}');
    wellFormedInput(input, 'body');
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(Object.hasOwn(input, '__proto__\uFFFD')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(input, '__proto__')?.value).toBe('x\uFFFD');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('fixes objects without a prototype, as query strings and form bodies parse to', () => {
    const input = Object.assign(Object.create(Object.create(null)), { q: 'a\u0000' });
    wellFormedInput(input, 'query');
    expect(input.q).toBe('a\uFFFD');
  });

  it(`refuses input nested deeper than ${MAX_INPUT_DEPTH} levels, without overflowing the stack`, () => {
    const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(() => wellFormedInput(nested(MAX_INPUT_DEPTH), 'body')).not.toThrow();
    expect(() => wellFormedInput(nested(MAX_INPUT_DEPTH + 1), 'body')).toThrow(
      `Invalid request: body: nested more than ${MAX_INPUT_DEPTH} levels deep`,
    );
    expect(() => wellFormedInput(nested(500_000), 'body')).toThrow('nested more than');
  });
});

describe('requestMeta', () => {
  it('stores the address and user agent as well-formed, bounded text', () => {
    const request = {
      ip: `10.0.0.1\u0000${'x'.repeat(100)}`,
      headers: { 'user-agent': `A\u0000${'b'.repeat(600)}` },
    };
    const meta = requestMeta(request as unknown as FastifyRequest);
    expect(meta.ip).toBe(`10.0.0.1\uFFFD${'x'.repeat(55)}`);
    expect(meta.userAgent).toBe(`A\uFFFD${'b'.repeat(498)}`);
  });
});
