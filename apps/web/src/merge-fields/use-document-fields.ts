import { useMemo } from 'react';
import { type DocumentField, documentFields, useMergeFieldStore } from './merge-field-store';

/** The open document's fields, rebuilt only when the definitions, counts or custom fields change. */
export function useDocumentFields(): DocumentField[] {
  const definitions = useMergeFieldStore((state) => state.definitions);
  const counts = useMergeFieldStore((state) => state.counts);
  const customFields = useMergeFieldStore((state) => state.customFields);
  const logic = useMergeFieldStore((state) => state.logic);
  // documentFields answers a new array on every call: selecting it directly would render in a loop.
  return useMemo(
    () => documentFields({ ...useMergeFieldStore.getState(), definitions, counts, customFields, logic }),
    [definitions, counts, customFields, logic],
  );
}
