import type { MergeFieldDefinition } from '@lexdraft/core';
import { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorExtensions } from './extensions';
import {
  type FieldDisplayState,
  fieldDisplayFromDefinitions,
  getFieldDefinitions,
  setFieldDefinitions,
  setFieldDisplay,
} from './merge-field-display';

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const DEFINITIONS: MergeFieldDefinition[] = [
  { id: 'client.name', label: 'Client Name', category: 'Client', type: 'text' },
  {
    id: 'matter.state',
    label: 'Governing State',
    category: 'Matter',
    type: 'text',
    defaultValue: 'Delaware',
  },
  { id: 'matter.number', label: 'Matter Number', category: 'Matter', type: 'text' },
];
const VALUES: Record<string, string> = { 'client.name': 'Ada Lovelace', 'matter.number': '' };

let editor: Editor | undefined;

function makeEditor(ids: string[]): Editor {
  editor = new Editor({
    extensions: createEditorExtensions(),
    content: `<p>${ids.map(field).join(' ')}</p>`,
  });
  return editor;
}

/** Each chip as text plus its state classes, in document order. */
function chips(current: Editor): string[] {
  return [...current.view.dom.querySelectorAll<HTMLElement>('[data-merge-field]')].map((chip) =>
    [chip.textContent, ...[...chip.classList].filter((name) => name !== 'merge-field')].join(' | '),
  );
}

function display(mode: FieldDisplayState['mode']): FieldDisplayState {
  return { ...fieldDisplayFromDefinitions(DEFINITIONS), mode, valueOf: (id) => VALUES[id] };
}

afterEach(() => {
  editor?.destroy();
});

describe('merge-field display', () => {
  it('starts in edit mode with the fallback labels, the id for an unknown field, the marker as title', () => {
    const current = makeEditor(['person.first_name', 'Closing Date']);
    expect(chips(current)).toEqual(['First Name', 'Closing Date']);
    const chip = current.view.dom.querySelector('[data-merge-field]');
    expect(chip).toHaveAttribute('title', '{{person.first_name}}');
    expect(chip).toHaveAttribute('class', 'merge-field');
  });

  it('takes labels from setFieldDefinitions, which the suggestion offers too', () => {
    const current = makeEditor(['client.name', 'person.first_name']);
    expect(chips(current)).toEqual(['client.name', 'First Name']);
    setFieldDefinitions(current, DEFINITIONS);
    expect(chips(current)).toEqual(['Client Name', 'person.first_name']);
    expect(getFieldDefinitions(current)).toBe(DEFINITIONS);
  });

  it('shows values in preview and highlights unset fields with their labels (labels mode)', () => {
    const current = makeEditor(['client.name', 'matter.state', 'matter.number']);
    setFieldDisplay(current, display('labels'));
    expect(chips(current)).toEqual([
      'Ada Lovelace | is-preview',
      'Governing State | is-preview | is-unset',
      // An empty value would show nothing: it counts as unset.
      'Matter Number | is-preview | is-unset',
    ]);
  });

  it('shows default values of unset fields in defaults mode, else the label', () => {
    const current = makeEditor(['client.name', 'matter.state', 'matter.number']);
    setFieldDisplay(current, display('defaults'));
    expect(chips(current)).toEqual([
      'Ada Lovelace | is-preview',
      'Delaware | is-preview | is-unset',
      'Matter Number | is-preview | is-unset',
    ]);

    setFieldDisplay(current, display('edit'));
    expect(chips(current)).toEqual(['Client Name', 'Governing State', 'Matter Number']);
  });

  it('keeps the display once set, for definitions that arrive later and for new chips', () => {
    const current = makeEditor(['client.name']);
    setFieldDisplay(current, display('labels'));
    setFieldDefinitions(current, [{ id: 'client.name', label: 'Other', category: 'X', type: 'text' }]);
    current.commands.setTextSelection(current.state.doc.content.size - 1);
    current.commands.insertMergeField('matter.state');
    expect(chips(current)).toEqual(['Ada Lovelace | is-preview', 'Governing State | is-preview | is-unset']);
  });

  it('keeps the selected-node outline through a repaint', () => {
    const current = makeEditor(['client.name']);
    current.view.dispatch(current.state.tr.setSelection(NodeSelection.create(current.state.doc, 1)));
    const chip = current.view.dom.querySelector('[data-merge-field]');
    expect(chip).toHaveClass('ProseMirror-selectednode');
    setFieldDisplay(current, display('labels'));
    expect(chip).toHaveClass('merge-field', 'is-preview', 'ProseMirror-selectednode');
  });
});
