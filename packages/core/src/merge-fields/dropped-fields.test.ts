import { describe, expect, it } from 'vitest';
import { droppedFields, droppedFieldsMessage } from './dropped-fields.js';

const span = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

// Issue 29, item 5: a suggestion that drops a merge field is refused in the editor too.
describe('droppedFields', () => {
  it('names each field the rewrite has fewer times than the original, markers or spans', () => {
    expect(droppedFields('Pay {{person.first_name}} now', 'Pay the client now')).toEqual([
      'person.first_name',
    ]);
    expect(
      droppedFields(
        `<p>${span('person.first_name')} and ${span('entity.name')} and ${span('entity.name')}</p>`,
        `<p>${span('entity.name')} and ${span('person.first_name')}</p>`,
      ),
    ).toEqual(['entity.name']);
  });

  it('finds nothing when every field is kept, moved or repeated, or there were none', () => {
    expect(
      droppedFields('Pay {{person.first_name}} now', `<p>Now pay ${span('person.first_name')}</p>`),
    ).toEqual([]);
    expect(droppedFields('{{a}}', '{{a}} {{a}}')).toEqual([]);
    expect(droppedFields('No fields', 'None here')).toEqual([]);
  });

  it('says which fields were dropped', () => {
    expect(droppedFieldsMessage(['person.first_name'])).toBe(
      'The suggestion dropped {{person.first_name}}; the original was kept',
    );
    expect(droppedFieldsMessage(['a', 'b', 'c'])).toBe(
      'The suggestion dropped {{a}}, {{b}} and {{c}}; the original was kept',
    );
  });
});
