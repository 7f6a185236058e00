import { describe, expect, it } from 'vitest';
import { compareVersions, tokenize } from './version-diff';

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

describe('tokenize', () => {
  it('reads blocks, words and a merge field as one token, never running what the HTML holds', () => {
    const keys = tokenize(`<h1>Title</h1><p>Dear ${field('client.name')},<img src=x onerror="throw 1"></p>`);
    expect(keys).toEqual([
      '\u0002h1',
      'Title',
      '\u0002p',
      'Dear',
      ' ',
      '\u0001client.name',
      ',',
      '\u0003image',
    ]);
  });
});

describe('compareVersions', () => {
  it('marks words and fields added and removed, block by block', () => {
    const blocks = compareVersions(
      `<p>Dear ${field('a')}, hello.</p><p>Bye.</p>`,
      `<p>Dear ${field('b')}, hello.</p><h2>New</h2>`,
    );
    expect(blocks).toEqual([
      {
        tag: 'p',
        parts: [
          {
            mark: 'same',
            tokens: [
              { kind: 'text', text: 'Dear' },
              { kind: 'text', text: ' ' },
            ],
          },
          { mark: 'removed', tokens: [{ kind: 'field', id: 'a' }] },
          { mark: 'added', tokens: [{ kind: 'field', id: 'b' }] },
          {
            mark: 'same',
            tokens: [',', ' ', 'hello.'].map((text) => ({ kind: 'text', text })),
          },
        ],
      },
      { tag: 'p', parts: [{ mark: 'removed', tokens: [{ kind: 'text', text: 'Bye.' }] }] },
      { tag: 'h2', parts: [{ mark: 'added', tokens: [{ kind: 'text', text: 'New' }] }] },
    ]);
  });

  it('keeps an empty paragraph as a block without parts', () => {
    expect(compareVersions('', '<p></p>')).toEqual([{ tag: 'p', parts: [] }]);
  });
});
