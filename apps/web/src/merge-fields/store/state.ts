import type { FillFromRecordInput } from '@lexdraft/contract';
import { type CustomField, FALLBACK_MERGE_FIELDS, type FieldCounts } from '@lexdraft/core';
import type { DocumentRecord } from '@/api/documents';
import type { ServerFieldDefinition } from '@/api/merge-fields';
import type { ValuePath } from '../field-paths';

// The merge-field store's shape (merge-field-store.ts puts it together from the files beside this one).

/** A field of the open document, as the panel and the dialog list it. */
export interface DocumentField {
  id: string;
  /** Occurrences in the text; 0 for a stored custom field the text no longer uses. */
  count: number;
  label: string;
  definition?: ServerFieldDefinition;
  path: ValuePath;
  /** Read by a condition of the document (issue 30), whether or not the text prints it. */
  inCondition?: boolean;
}

/** What the document's conditions and repeats use (issue 30), from the last scan of its logic. */
export interface LogicUse {
  /** Field ids the conditions read (not loop-scoped names), in text order. */
  conditions: string[];
  /** The lists repeats, joins and counts use, in text order. */
  lists: string[];
  /** By list: the keys its repeats' bodies read (`NAME.key`) and its joins name. */
  columns: Record<string, string[]>;
  /** Field ids the text prints only inside repeats as an item's or the loop's: not document fields. */
  scoped: string[];
}

/** A document without logic. */
export const NO_LOGIC: LogicUse = { conditions: [], lists: [], columns: {}, scoped: [] };

/** How preview shows fields that have no value: their labels, or their default values. */
export type PreviewMode = 'labels' | 'defaults';

export interface MergeFieldState {
  documentId: string | null;
  definitions: ServerFieldDefinition[];
  /** Field ids in the document with their occurrence counts (the last scan). */
  counts: FieldCounts;
  /** merge_field_values: standard fields and dotted custom ones. */
  values: Record<string, string>;
  /** The smart-field values (placeholders). */
  smartValues: Record<string, unknown>;
  customFields: CustomField[];
  /** What the conditions and repeats use. */
  logic: LogicUse;
  /** A save of values is running. */
  saving: boolean;
  previewMode: PreviewMode;
  /** A field the Merge Fields panel is to scroll to and focus (a save that left it empty asks); null once done. */
  focusField: string | null;
  /** Asks the panel to scroll to and focus a field; null once it has. */
  focusOn(id: string | null): void;
  /** Seeds the values from the document, then loads definitions and values from the server. */
  init(document: DocumentRecord): Promise<void>;
  setCounts(counts: FieldCounts): void;
  setLogic(logic: LogicUse): void;
  /** Takes a committed value and saves it after its path's quiet time. */
  commitValue(id: string, value: string): void;
  /** Commits many values at once, as typed. */
  commitValues(values: Record<string, string>): void;
  /**
   * Fills fields from one of the firm's records through the server, which records where they came
   * from; answers the values it wrote (none after a failure, which a toast reports).
   */
  fillFromRecord(
    record: Omit<FillFromRecordInput, 'field_ids'>,
    fieldIds: string[],
  ): Promise<Record<string, string>>;
  /** Applies a field-value template through the server; answers the values it wrote. */
  fillFromTemplate(templateId: string): Promise<Record<string, string> | null>;
  /** Loads the values again from the server (after Update of stale values changed them there). */
  reloadValues(): Promise<void>;
  /** Saves everything pending now; answers false (after a toast) when a save failed. */
  saveNow(options?: { successMessage?: string }): Promise<boolean>;
  /** Renames a custom field; answers what is wrong with the new name, or undefined once renamed. */
  renameCustomField(from: string, to: string): string | undefined;
  setPreviewMode(mode: PreviewMode): void;
  reset(): void;
}

/** The store's data, without its actions. */
export type Data = Pick<
  MergeFieldState,
  | 'documentId'
  | 'definitions'
  | 'counts'
  | 'logic'
  | 'values'
  | 'smartValues'
  | 'customFields'
  | 'saving'
  | 'previewMode'
  | 'focusField'
>;

const FALLBACK: ServerFieldDefinition[] = FALLBACK_MERGE_FIELDS.map((field) => ({
  ...field,
  source: 'model',
}));

export const initialData = (): Data => ({
  documentId: null,
  definitions: FALLBACK,
  counts: new Map(),
  logic: NO_LOGIC,
  values: {},
  smartValues: {},
  customFields: [],
  saving: false,
  previewMode: 'labels',
  focusField: null,
});

/** How the store's parts read and write it (zustand's get and set). */
export type StoreAccess = {
  get: () => MergeFieldState;
  set: (partial: Partial<MergeFieldState>) => void;
};
