// The groups fields are listed under, in the Merge Fields panel and the Manage Field Values dialog
// alike (spec section 2): a field's group follows from its id, so both list it in the same place.

import { isStandardField } from './grammar.js';

export type MergeFieldGroupId = 'person' | 'entity' | 'custom';

/** A group of fields: its id and the title it is shown under. */
export type MergeFieldGroupInfo = { id: MergeFieldGroupId; label: string };

/** The groups in the order they are shown: Person, Entity, Custom Fields. */
export const MERGE_FIELD_GROUPS: readonly MergeFieldGroupInfo[] = [
  { id: 'person', label: 'Person' },
  { id: 'entity', label: 'Entity' },
  { id: 'custom', label: 'Custom Fields' },
];

/**
 * The group of a field id: entity fields under Entity, the other record fields (person, contact,
 * owner: all people) under Person, any other field, a firm's smart fields included, under Custom Fields.
 */
export function mergeFieldGroupOf(id: string): MergeFieldGroupId {
  if (id.startsWith('entity.')) return 'entity';
  if (isStandardField(id)) return 'person';
  return 'custom';
}

/** Fields sorted into the groups that have any, in group order, each keeping the fields' own order. */
export function groupMergeFields<T extends { id: string }>(
  fields: readonly T[],
): { group: MergeFieldGroupInfo; fields: T[] }[] {
  return MERGE_FIELD_GROUPS.map((group) => ({
    group,
    fields: fields.filter((field) => mergeFieldGroupOf(field.id) === group.id),
  })).filter((entry) => entry.fields.length > 0);
}
