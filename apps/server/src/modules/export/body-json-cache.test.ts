import { describe, expect, it } from 'vitest';
import { bodyKey, cachedBodyJson, keptBodyJson } from './body-json-cache.js';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('cachedBodyJson', () => {
  it('reads a body once, and shares its JSON frozen', () => {
    let reads = 0;
    const read = () => {
      reads += 1;
      return doc('one');
    };
    const first = cachedBodyJson('org:a', 100, read);
    expect(cachedBodyJson('org:a', 100, read)).toBe(first);
    expect(reads).toBe(1);
    expect(Object.isFrozen(first.content![0]!.content![0])).toBe(true);
    expect(() => {
      (first.content![0]!.content![0] as { text: string }).text = 'changed';
    }).toThrow(TypeError);
  });

  it('keeps the most recently used bodies within its budget', () => {
    const MB = 1024 * 1024;
    let reads = 0;
    const read = (text: string) => () => {
      reads += 1;
      return doc(text);
    };
    cachedBodyJson('org:b1', 3 * MB, read('b1'));
    cachedBodyJson('org:b2', 3 * MB, read('b2'));
    cachedBodyJson('org:b1', 3 * MB, read('b1'));
    cachedBodyJson('org:b3', 3 * MB, read('b3'));
    expect(reads).toBe(3);
    // b2 was the least recently used: it went to make room for b3.
    cachedBodyJson('org:b1', 3 * MB, read('b1'));
    cachedBodyJson('org:b3', 3 * MB, read('b3'));
    expect(reads).toBe(3);
    cachedBodyJson('org:b2', 3 * MB, read('b2'));
    expect(reads).toBe(4);
    // A body larger than the whole budget is read every time, and pushes nothing out.
    cachedBodyJson('org:huge', 9 * MB, read('huge'));
    cachedBodyJson('org:huge', 9 * MB, read('huge'));
    expect(reads).toBe(6);
  });

  it('answers a kept JSON without reading, and nothing for a body it does not hold', () => {
    const key = bodyKey({ orgId: 'org', bodySha256: Buffer.from('c1', 'hex') });
    expect(keptBodyJson(key)).toBeUndefined();
    const json = cachedBodyJson(key, 10, () => doc('c1'));
    expect(keptBodyJson(key)).toBe(json);
    // Another organization's body of the same digest is another entry.
    expect(keptBodyJson(bodyKey({ orgId: 'other', bodySha256: Buffer.from('c1', 'hex') }))).toBeUndefined();
  });
});
