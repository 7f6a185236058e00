import { useState } from 'react';
import type { ListValues } from '@/api/list-values';
import { useListValuesStore } from './list-values-store';

/** One row of a list as the table edits it. */
export type ListRowDraft = Record<string, string>;

/** Moves the item at `from` to `to` (both in range), as a new array. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The list tables' changes in Manage Field Values: rows added, typed, moved and removed, kept per
 * list until Save Values stores the lists that changed (PUT list-values replaces only those).
 */
export function useListDrafts() {
  const stored = useListValuesStore((state) => state.listValues);
  const [drafts, setDrafts] = useState<ListValues>({});

  const rowsOf = (list: string): ListRowDraft[] =>
    Object.hasOwn(drafts, list) ? drafts[list]! : Object.hasOwn(stored, list) ? stored[list]! : [];
  const change = (list: string, rows: ListRowDraft[]) =>
    setDrafts((current) => ({ ...current, [list]: rows }));

  return {
    rowsOf,
    /** True once the list has rows stored, or empty rows saved: it then prints (or prints nothing). */
    isSet: (list: string) => Object.hasOwn(drafts, list) || Object.hasOwn(stored, list),
    addRow: (list: string) => change(list, [...rowsOf(list), {}]),
    setCell: (list: string, index: number, key: string, value: string) =>
      change(
        list,
        rowsOf(list).map((row, at) => (at === index ? { ...row, [key]: value } : row)),
      ),
    moveRow: (list: string, from: number, to: number) => change(list, moved(rowsOf(list), from, to)),
    removeRow: (list: string, index: number) =>
      change(
        list,
        rowsOf(list).filter((_, at) => at !== index),
      ),
    /** Stores the lists that changed; true when there was nothing to store or it was stored. */
    async save(): Promise<boolean> {
      if (Object.keys(drafts).length === 0) return true;
      const saved = await useListValuesStore.getState().save(drafts);
      if (saved) setDrafts({});
      return saved;
    },
  };
}

export type ListDrafts = ReturnType<typeof useListDrafts>;
