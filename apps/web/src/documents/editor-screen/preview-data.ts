import { type AssemblyData, type ListRow, RECORD_LISTS } from '@lexdraft/core';
import type { ListValues } from '@/api/list-values';
import type { ValueLayers } from '@/api/value-layers';
import { layeredValue } from '@/merge-fields/layered-values';
import type { MergeFieldState } from '@/merge-fields/merge-field-store';

// What preview resolves the document's logic with: the same layered values its chips show (the
// document's own, its linked records', the firm's defaults) and the lists loaded for it.

type Values = Pick<MergeFieldState, 'values' | 'smartValues' | 'customFields'>;

/** The lists preview knows: the list fields typed and the record lists, each absent when it has no source. */
interface PreviewLists {
  listValues: ListValues;
  recordLists: ListValues;
}

// An own key only: a list id is the document's text, and must never reach an object's prototype.
const own = (lists: ListValues, id: string): readonly ListRow[] | undefined =>
  Object.hasOwn(lists, id) ? lists[id] : undefined;

/** The resolver's data for preview. */
export function previewData(state: Values, layers: ValueLayers | null, lists: PreviewLists): AssemblyData {
  return {
    value: (id) => layeredValue(state, id, layers)?.value,
    list: (id) => (RECORD_LISTS.includes(id) ? own(lists.recordLists, id) : own(lists.listValues, id)),
  };
}
