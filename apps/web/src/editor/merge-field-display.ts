import { FALLBACK_MERGE_FIELDS, fieldMarkerWithFormat, type MergeFieldDefinition } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';

/** How the chips show their fields. */
export type FieldDisplayMode = 'edit' | 'labels' | 'defaults';

/** What every merge-field chip of an editor shows, decided by the screen that owns the editor. */
export interface FieldDisplayState {
  /** edit: a chip with the label; labels/defaults: preview. */
  mode: FieldDisplayMode;
  /** The definition's label, or the id. */
  labelOf: (id: string) => string;
  /** The value, undefined while unset. */
  valueOf: (id: string) => string | undefined;
  defaultOf: (id: string) => string | undefined;
  /** In preview, which lower layer gave a value ("From the firm's default"); undefined for the document's own. */
  noteOf?: (id: string) => string | undefined;
}

/** The mergeField extension's storage: the live chips and what they show. */
export interface MergeFieldStorage {
  /** Every chip the node views have mounted, so a display change repaints them without a transaction. */
  chips: Set<HTMLElement>;
  definitions: readonly MergeFieldDefinition[];
  display: FieldDisplayState;
  /** False until setFieldDisplay: the display then follows the definitions. */
  displaySet: boolean;
  /** Called when the definitions change: the logic blocks' headers show their labels too. */
  definitionListeners: Set<() => void>;
}

declare module '@tiptap/core' {
  interface Storage {
    mergeField: MergeFieldStorage;
  }
}

/** Edit mode with labels and defaults read from `definitions`, no values. */
export function fieldDisplayFromDefinitions(definitions: readonly MergeFieldDefinition[]): FieldDisplayState {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  return {
    mode: 'edit',
    labelOf: (id) => byId.get(id)?.label ?? id,
    valueOf: () => undefined,
    defaultOf: (id) => byId.get(id)?.defaultValue,
  };
}

/** A fresh storage for one editor: the fallback definitions until the server's arrive. */
export function createMergeFieldStorage(): MergeFieldStorage {
  return {
    chips: new Set(),
    definitions: FALLBACK_MERGE_FIELDS,
    display: fieldDisplayFromDefinitions(FALLBACK_MERGE_FIELDS),
    displaySet: false,
    definitionListeners: new Set(),
  };
}

// An editor built without the mergeField node has no storage; the setters are then no-ops.
function storageOf(editor: Editor): MergeFieldStorage | undefined {
  return editor.storage.mergeField as MergeFieldStorage | undefined;
}

/** The definitions the `{{` suggestion offers (FALLBACK_MERGE_FIELDS until setFieldDefinitions). */
export function getFieldDefinitions(editor: Editor): readonly MergeFieldDefinition[] {
  return storageOf(editor)?.definitions ?? FALLBACK_MERGE_FIELDS;
}

/**
 * Writes one chip's text, title and classes (its format, if any, is read from `data-format`). Classes are toggled, not assigned, so that
 * ProseMirror's `ProseMirror-selectednode` survives a repaint. Writes are skipped when unchanged:
 * a repaint of 2,000 chips then touches only those that differ.
 */
export function paintChip(element: HTMLElement, id: string, display: FieldDisplayState): void {
  const label = display.labelOf(id);
  const preview = display.mode !== 'edit';
  const value = preview ? display.valueOf(id) : undefined;
  // An empty value would leave an invisible chip, so it counts as unset.
  const unset = preview && (value === undefined || value === '');
  let text = label;
  if (preview && !unset) text = value ?? label;
  else if (unset && display.mode === 'defaults') text = display.defaultOf(id) || label;

  // A formatted field shows its format's name while editing: "Amount | currency".
  const format = element.dataset.format;
  if (format && !preview) text = `${label} | ${format.split(':')[0]?.trim()}`;
  if (element.textContent !== text) element.textContent = text;
  // A value from a lower layer says where it came from; the marker stays for the writer.
  const note = preview && !unset ? display.noteOf?.(id) : undefined;
  const marker = fieldMarkerWithFormat(id, format ?? null);
  const title = note ? `${note} · ${marker}` : marker;
  if (element.title !== title) element.title = title;
  element.classList.add('merge-field');
  element.classList.toggle('is-preview', preview);
  element.classList.toggle('is-unset', unset);
}

/** Called by a node view when its chip is created; paints it with the current display. */
export function registerChip(editor: Editor, element: HTMLElement, id: string): void {
  const storage = storageOf(editor);
  if (!storage) return;
  storage.chips.add(element);
  paintChip(element, id, storage.display);
}

/** Called by a node view when it is destroyed. */
export function unregisterChip(editor: Editor, element: HTMLElement): void {
  storageOf(editor)?.chips.delete(element);
}

function repaintAll(storage: MergeFieldStorage): void {
  for (const chip of storage.chips) {
    const id = chip.dataset.mergeField;
    if (id) paintChip(chip, id, storage.display);
  }
}

/** Shows every chip of the editor in `state`: O(fields) DOM writes, no transaction, no re-render. */
export function setFieldDisplay(editor: Editor, state: FieldDisplayState): void {
  const storage = storageOf(editor);
  if (!storage) return;
  storage.display = state;
  storage.displaySet = true;
  repaintAll(storage);
}

/** Sets the definitions offered by the `{{` suggestion and, until setFieldDisplay, the chip labels. */
export function setFieldDefinitions(editor: Editor, definitions: readonly MergeFieldDefinition[]): void {
  const storage = storageOf(editor);
  // The same list again (a screen re-sending its state) changes nothing.
  if (!storage || storage.definitions === definitions) return;
  storage.definitions = definitions;
  if (!storage.displaySet) storage.display = fieldDisplayFromDefinitions(definitions);
  // Repainted either way: a display set by the screen may read its labels from the same definitions.
  repaintAll(storage);
  for (const listener of storage.definitionListeners) listener();
}

/** Calls `listener` whenever the editor's definitions change; answers the call that stops it. */
export function onFieldDefinitions(editor: Editor, listener: () => void): () => void {
  const listeners = storageOf(editor)?.definitionListeners;
  listeners?.add(listener);
  return () => listeners?.delete(listener);
}
