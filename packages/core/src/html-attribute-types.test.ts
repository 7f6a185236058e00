import { describe, expect, it } from 'vitest';
import {
  type AttributeType,
  isAssetUrl,
  storedAttributeValue,
  storedLinkHref,
} from './html-attribute-types.js';

const integer: AttributeType = { type: 'integer', min: 0, max: 10 };

describe('storedAttributeValue', () => {
  it.each<[AttributeType, string, string | undefined]>([
    [integer, '3', '3'],
    [integer, ' +07 ', '7'],
    [integer, '11', undefined],
    [integer, '1 onmouseover=alert(1)', undefined],
    [integer, '1e3', undefined],
    [{ type: 'integer-list', min: 0, max: 500 }, '120, 80', '120,80'],
    [{ type: 'integer-list', min: 0, max: 500 }, '120,', undefined],
    [{ type: 'enum', values: ['a', 'A'] }, 'A', 'A'],
    [{ type: 'enum', values: ['a', 'A'] }, 'b', undefined],
    [{ type: 'tokens', values: ['noopener', 'nofollow'] }, 'NOFOLLOW opener noopener', 'noopener nofollow'],
    [{ type: 'tokens', values: ['noopener'] }, 'opener', undefined],
    [{ type: 'field-id' }, 'person.first_name', 'person.first_name'],
    [{ type: 'field-id' }, 'x" onclick="y', undefined],
    [{ type: 'asset-url' }, '/api/docs/assets/o/a.png', '/api/docs/assets/o/a.png'],
    [{ type: 'asset-url' }, '/api/docs/assets/../a.png', undefined],
    [{ type: 'text', maxLength: 3 }, 'abcd', 'abc'],
    [{ type: 'text', maxLength: 3 }, 'ab😀', 'ab'],
  ])('%o with %j keeps %j', (type, value, kept) => {
    expect(storedAttributeValue(type, value)).toBe(kept);
  });
});

describe('storedLinkHref', () => {
  it.each([
    ['https://firm.example/terms of use', 'https://firm.example/terms of use'],
    ['HTTPS://firm.example', 'HTTPS://firm.example'],
    ['mailto:clerk@firm.example', 'mailto:clerk@firm.example'],
    ['tel:+15550100', 'tel:+15550100'],
    ['firm.example/terms', 'https://firm.example/terms'],
    ['javascript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['https://', undefined],
    ['mailto:', undefined],
    ['/relative', undefined],
    ['//evil.example', undefined],
  ])('%j -> %j', (href, stored) => {
    expect(storedLinkHref(href)).toBe(stored);
  });
});

describe('isAssetUrl', () => {
  it.each([
    ['/api/docs/assets/org/a.png', true],
    ['/api/docs/assets/', false],
    ['/api/docs/assets/org/../../x.png', false],
    ['/api/docs/assets/org/a.png" onerror="x', false],
    ['/api/docs/assets/org\\a.png', false],
    ['https://x.example/api/docs/assets/a.png', false],
  ])('%j -> %s', (src, expected) => {
    expect(isAssetUrl(src)).toBe(expected);
  });
});
