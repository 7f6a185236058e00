import { describe, expect, it } from 'vitest';
import { scanLogic } from './logic-scan';
import { documentFields } from './merge-field-store';
import { initialData, type MergeFieldState } from './store/state';

// What the panel and Manage Field Values learn from a document's logic (issue 30).

const field = (id: string, format: string | null = null) => ({ type: 'mergeField', attrs: { id, format } });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const text = (value: string) => ({ type: 'text', text: value });

const DOC = {
  type: 'doc',
  content: [
    {
      type: 'conditionBlock',
      attrs: { expression: 'entity.entity_type == "LLC" and agreement.rush' },
      content: [paragraph(text('LLC terms.'))],
    },
    {
      type: 'repeatBlock',
      attrs: { list: 'sellers', as: 'seller' },
      content: [
        paragraph(field('seller.name'), text(' of '), field('seller.city'), field('loop.number')),
        {
          type: 'conditionBlock',
          attrs: { expression: 'seller.share > 10' },
          content: [paragraph(field('entity.name'))],
        },
      ],
    },
    paragraph(field('buyers', 'join: "full_name"'), field('entity.name')),
  ],
};

describe('scanLogic', () => {
  it('finds the fields conditions read, the lists, their columns and the item-scoped names', () => {
    const logic = scanLogic(DOC);
    expect(logic.conditions).toEqual(['entity.entity_type', 'agreement.rush']);
    expect(logic.lists).toEqual(['sellers', 'buyers']);
    expect(logic.columns).toEqual({ sellers: ['name', 'city', 'share'], buyers: ['full_name'] });
    expect(logic.scoped).toEqual(['seller.name', 'seller.city', 'loop.number', 'seller.share']);
  });

  it('lets documentFields list condition fields and leave out lists and item names', () => {
    const state: MergeFieldState = {
      ...(initialData() as MergeFieldState),
      counts: new Map([
        ['seller.name', 1],
        ['seller.city', 1],
        ['loop.number', 1],
        ['buyers', 1],
        ['entity.name', 2],
      ]),
      logic: scanLogic(DOC),
    };
    expect(
      documentFields(state).map(({ id, count, inCondition }) => [id, count, inCondition ?? false]),
    ).toEqual([
      ['entity.name', 2, false],
      ['entity.entity_type', 0, true],
      ['agreement.rush', 0, true],
    ]);
  });
});
