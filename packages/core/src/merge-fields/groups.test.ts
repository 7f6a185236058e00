import { describe, expect, it } from 'vitest';
import { groupMergeFields, MERGE_FIELD_GROUPS, mergeFieldGroupOf } from './groups.js';

describe('merge-field groups', () => {
  it('are Person, Entity and Custom Fields, in that order', () => {
    expect(MERGE_FIELD_GROUPS.map((group) => group.label)).toEqual(['Person', 'Entity', 'Custom Fields']);
  });

  it('put entity fields under Entity, the other record fields under Person and the rest under Custom', () => {
    const ids = ['entity.ein', 'person.first_name', 'contact.email', 'owner.title', 'client.name', 'fee'];
    expect(ids.map(mergeFieldGroupOf)).toEqual(['entity', 'person', 'person', 'person', 'custom', 'custom']);
  });

  it('put a smart field under Custom Fields whatever its category', () => {
    expect(mergeFieldGroupOf('governing_law')).toBe('custom');
  });

  it('group fields in group order, keeping their order within a group, leaving out empty groups', () => {
    const fields = [{ id: 'fee' }, { id: 'person.last_name' }, { id: 'contact.email' }, { id: 'retainer' }];
    expect(
      groupMergeFields(fields).map(({ group, fields: members }) => [group.label, members.map((f) => f.id)]),
    ).toEqual([
      ['Person', ['person.last_name', 'contact.email']],
      ['Custom Fields', ['fee', 'retainer']],
    ]);
  });
});
