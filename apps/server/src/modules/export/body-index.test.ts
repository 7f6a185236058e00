import type { JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { fieldIdsOf, imageSourcesOf } from './body-index.js';

const field = (id: string): JSONContent => ({ type: 'mergeField', attrs: { id, label: id } });
const image = (src: string): JSONContent => ({ type: 'image', attrs: { src } });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });

const body: JSONContent = {
  type: 'doc',
  content: [
    paragraph({ type: 'text', text: 'Between ' }, field('person.full_name'), { type: 'text', text: ' and ' }),
    image('/api/docs/assets/files/org/a.png'),
    {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [paragraph(field('entity.name'), field('person.full_name'))] }],
    },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableCell',
              content: [paragraph(field('entity.ein')), image('/api/docs/assets/files/org/b.png')],
            },
          ],
        },
      ],
    },
    image('/api/docs/assets/files/org/a.png'),
  ],
};

describe('the body index', () => {
  it('finds every field and image of a body once, in order, lists and tables included', () => {
    expect(fieldIdsOf(body)).toEqual(['person.full_name', 'entity.name', 'entity.ein']);
    expect(imageSourcesOf(body)).toEqual([
      '/api/docs/assets/files/org/a.png',
      '/api/docs/assets/files/org/b.png',
    ]);
  });

  it('walks a body once: the same answer object is given again', () => {
    expect(fieldIdsOf(body)).toBe(fieldIdsOf(body));
    expect(imageSourcesOf(body)).toBe(imageSourcesOf(body));
  });

  it('has none for an empty body', () => {
    const empty = { type: 'doc', content: [paragraph()] };
    expect(fieldIdsOf(empty)).toEqual([]);
    expect(imageSourcesOf(empty)).toEqual([]);
  });
});
