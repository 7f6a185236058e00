import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ValueLayers } from '@/api/value-layers';
import { createEditorExtensions } from '@/editor/extensions';
import { setFieldDisplay } from '@/editor/merge-field-display';
import { fallbackOf, layeredValue, layerNote } from './layered-values';
import { ManualEntryTab } from './manual-entry-tab';
import { MergeFieldInput } from './merge-field-input';
import { type DocumentField, shownValue, useMergeFieldStore } from './merge-field-store';
import { displayFor, unsetFieldCount } from './use-merge-field-editor';
import { useValueLayersStore } from './value-layers-store';

// Layered values in the editor (docs/field-trust.md): preview shows the document's own value, else
// the linked record's, else the firm's default, and says which; an empty input shows the fallback.

const ACME = '11111111-1111-4111-8111-111111111111';
const LAYERS: ValueLayers = {
  defaults: { governing_law: 'Delaware', 'entity.name': 'Default Co.' },
  records: { 'entity.name': 'Acme Holdings LLC' },
  record_sources: {
    'entity.name': { record_type: 'entity', record_id: ACME, record_name: 'Acme Holdings LLC' },
  },
};

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
let editor: Editor | undefined;

beforeEach(() => {
  useMergeFieldStore.getState().reset();
  useValueLayersStore.setState({ documentId: 'doc-1', layers: LAYERS });
});
afterEach(() => {
  editor?.destroy();
  editor = undefined;
  useValueLayersStore.getState().reset();
  useMergeFieldStore.getState().reset();
});

describe('layered values', () => {
  it('takes the document’s own value, else the linked record’s, else the firm’s default', () => {
    const state = { values: { matter: 'M-7', governing_law: '' }, smartValues: {}, customFields: [] };
    expect(layeredValue(state, 'matter', LAYERS)).toEqual({ value: 'M-7', layer: 'document' });
    expect(layeredValue(state, 'entity.name', LAYERS)).toEqual({
      value: 'Acme Holdings LLC',
      layer: 'record',
    });
    // Cleared ("") falls back to the layer below.
    expect(layeredValue(state, 'governing_law', LAYERS)).toEqual({ value: 'Delaware', layer: 'default' });
    expect(layeredValue(state, 'other', LAYERS)).toBeUndefined();
    expect(layeredValue(state, 'governing_law', null)).toBeUndefined();
  });

  it('names the layer: the firm’s default, or the linked record by kind and name', () => {
    expect(layerNote('default', 'governing_law', LAYERS)).toBe('From the firm’s default');
    expect(layerNote('record', 'entity.name', LAYERS)).toBe('From the linked entity Acme Holdings LLC');
    expect(layerNote('document', 'entity.name', LAYERS)).toBeUndefined();
    expect(fallbackOf('governing_law', LAYERS)).toEqual({ value: 'Delaware', hint: 'Default' });
    expect(fallbackOf('entity.name', LAYERS)).toEqual({
      value: 'Acme Holdings LLC',
      hint: 'From Acme Holdings LLC',
    });
    expect(fallbackOf('matter', LAYERS)).toBeUndefined();
  });

  it('shows each chip’s layered value in preview, its tooltip saying which lower layer won', () => {
    editor = new Editor({
      extensions: createEditorExtensions(),
      content: `<p>${['entity.name', 'governing_law', 'matter'].map(field).join(' ')}</p>`,
    });
    useMergeFieldStore.setState({ values: { matter: 'M-7' } });
    setFieldDisplay(editor, displayFor(useMergeFieldStore.getState(), 'labels'));
    const chips = [...editor.view.dom.querySelectorAll<HTMLElement>('[data-merge-field]')];
    expect(chips.map((chip) => chip.textContent)).toEqual(['Acme Holdings LLC', 'Delaware', 'M-7']);
    expect(chips.map((chip) => chip.title)).toEqual([
      'From the linked entity Acme Holdings LLC · {{entity.name}}',
      'From the firm’s default · {{governing_law}}',
      '{{matter}}',
    ]);

    // Typed, the document's own value wins and the tooltip says nothing more; cleared, it falls back.
    useMergeFieldStore.setState({ values: { matter: 'M-7', governing_law: 'New York' } });
    setFieldDisplay(editor, displayFor(useMergeFieldStore.getState(), 'labels'));
    expect(chips[1]!.textContent).toBe('New York');
    expect(chips[1]!.title).toBe('{{governing_law}}');
    useMergeFieldStore.setState({ values: { matter: 'M-7', governing_law: '' } });
    setFieldDisplay(editor, displayFor(useMergeFieldStore.getState(), 'labels'));
    expect(chips[1]!.textContent).toBe('Delaware');
  });
});

describe("preview's unset count", () => {
  it('leaves out the fields a lower layer fills', () => {
    useMergeFieldStore.setState({
      counts: new Map([
        ['entity.name', 1],
        ['governing_law', 1],
        ['matter.number', 1],
      ]),
      values: { governing_law: '' },
    });
    const state = useMergeFieldStore.getState();
    expect(unsetFieldCount(state, null)).toBe(3);
    expect(unsetFieldCount(state, LAYERS)).toBe(1);
  });
});

describe('an empty field of the Merge Fields panel', () => {
  const governingLaw: DocumentField = {
    id: 'governing_law',
    count: 1,
    label: 'Governing Law',
    path: 'standard',
  };

  it('shows the fallback as its placeholder with its hint, until a value is typed; clearing shows it again', async () => {
    const user = userEvent.setup();
    render(<MergeFieldInput field={governingLaw} readOnly={false} problem={undefined} />);
    const input = screen.getByLabelText('Governing Law');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'Delaware');
    expect(screen.getByText('Default')).toBeInTheDocument();

    await user.type(input, 'Texas{Enter}');
    expect(shownValue(useMergeFieldStore.getState(), 'governing_law')).toBe('Texas');
    expect(input).not.toHaveAttribute('placeholder');
    expect(screen.queryByText('Default')).not.toBeInTheDocument();

    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(shownValue(useMergeFieldStore.getState(), 'governing_law')).toBeUndefined();
    expect(input).toHaveAttribute('placeholder', 'Delaware');
    expect(screen.getByText('Default')).toBeInTheDocument();
  });

  it('names the linked record that fills an entity field, and follows the layers as they load', () => {
    act(() => useValueLayersStore.setState({ layers: null }));
    const entityName: DocumentField = { id: 'entity.name', count: 1, label: 'Entity Name', path: 'standard' };
    render(<MergeFieldInput field={entityName} readOnly={false} problem={undefined} />);
    expect(screen.getByLabelText('Entity Name')).not.toHaveAttribute('placeholder');
    act(() => useValueLayersStore.setState({ layers: LAYERS }));
    expect(screen.getByLabelText('Entity Name')).toHaveAttribute('placeholder', 'Acme Holdings LLC');
    expect(screen.getByText('From Acme Holdings LLC')).toBeInTheDocument();
  });
});

describe('Manage Field Values', () => {
  it("shows an empty field's current value, from a lower layer, as its placeholder with its hint", () => {
    const fields: DocumentField[] = [
      { id: 'entity.name', count: 1, label: 'Entity Name', path: 'standard' },
      { id: 'matter.number', count: 1, label: 'Matter Number', path: 'standard' },
    ];
    const values: Record<string, string> = { 'entity.name': '', 'matter.number': '' };
    const view = (drafts: Record<string, string>) => (
      <ManualEntryTab
        fields={fields}
        draftValue={(id) => drafts[id] ?? ''}
        onChange={() => {}}
        problems={new Map()}
        showAllProblems={false}
        readOnly={false}
      />
    );
    const { rerender } = render(view(values));
    const entity = screen.getByLabelText('Entity Name');
    expect(entity).toHaveAttribute('placeholder', 'Acme Holdings LLC');
    expect(entity).toHaveAccessibleDescription('From Acme Holdings LLC');
    expect(screen.getByLabelText('Matter Number')).not.toHaveAttribute('placeholder');

    rerender(view({ ...values, 'entity.name': 'Acme Inc.' }));
    expect(entity).not.toHaveAttribute('placeholder');
    expect(screen.queryByText('From Acme Holdings LLC')).not.toBeInTheDocument();
  });
});
