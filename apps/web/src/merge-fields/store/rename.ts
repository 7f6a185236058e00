import { type CustomField, customFieldNameProblem, fieldMarker } from '@lexdraft/core';
import { toast } from '@/lib/toast';
import type { Saves } from './saves';
import type { StoreAccess } from './state';

/** Renames a custom field; answers what is wrong with the new name, or undefined once renamed. */
export function renameCustomField(
  { get, set }: StoreAccess,
  { definitionOf, committed, pending, savers }: Saves,
  from: string,
  to: string,
): string | undefined {
  const name = to.trim();
  const problem = customFieldNameProblem(name);
  if (problem) return problem;
  if (name === from) return undefined;
  // A dotted name is saved with the merge-field values, not as a custom field: it would lose its value.
  if (name.includes('.')) return 'Custom field names cannot contain a dot';
  const { customFields, counts } = get();
  if (counts.has(name) || definitionOf(name) || customFields.some((field) => field.name === name))
    return `A field named "${name}" already exists`;
  const existing = customFields.find((field) => field.name === from);
  const now = new Date().toISOString();
  const renamed: CustomField = existing
    ? { ...existing, name, updated_at: now }
    : { name, value: '', created_at: now, updated_at: now, occurrences: 0 };
  set({ customFields: [...customFields.filter((field) => field.name !== from), renamed] });
  committed.add(name);
  pending.custom.add(name);
  savers.custom.schedule();
  toast('Field Renamed', {
    description: `Update ${fieldMarker(from)} to ${fieldMarker(name)} in the document text.`,
  });
  return undefined;
}
