import { createSchemaExtensions } from '@lexdraft/editor-schema';
import type { Extensions } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { LogicEditing } from './assembly/logic-loader';
import { DomSelectionSync } from './dom-selection-sync';
import { MergeField } from './merge-field';
import { TypedTextCaret } from './typed-text-caret';

/**
 * The browser editor's extensions: the document schema from @lexdraft/editor-schema (which the
 * server builds too, without any of this file's UI), with the merge-field chips and `{{` popup, the
 * logic blocks' views and typed logic markers (assembly/), the placeholder and the caret fixes for
 * fast typing on top. `extra` is where later nodes plug in; they
 * are appended after the built-in ones.
 */
export function createEditorExtensions(extra: Extensions = []): Extensions {
  return [
    ...createSchemaExtensions({
      mergeField: MergeField.configure({ suggestions: true }),
    }),
    LogicEditing,
    Placeholder.configure({ placeholder: 'Start writing…' }),
    DomSelectionSync,
    TypedTextCaret,
    ...extra,
  ];
}
