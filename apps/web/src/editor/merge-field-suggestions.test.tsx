import { FALLBACK_MERGE_FIELDS, type MergeFieldDefinition } from '@lexdraft/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { typeText } from './merge-field.test-utils';
import { suggestionItems } from './merge-field-suggestion';
import { popupPosition } from './merge-field-suggestion-popup';
import { renderEditor } from './render-editor.test-utils';

function openEditor(html = '<p>Dear</p>') {
  const view = renderEditor({ initialHtml: html });
  act(() => {
    view.editor.commands.setTextSelection(view.editor.state.doc.content.size - 1);
  });
  return view;
}

function type(editor: Editor, text: string) {
  act(() => typeText(editor, text));
}

function press(editor: Editor, key: string) {
  fireEvent.keyDown(editor.view.dom, { key });
}

const listbox = () => screen.findByRole('listbox', { name: 'Merge fields' });
const optionTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
const selectedText = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;

describe('{{ suggestion list', () => {
  it('opens on {{ with the fields grouped by category, in document.body', async () => {
    const { editor, container } = openEditor();
    type(editor, ' {{');
    const list = await listbox();
    expect(container).not.toContainElement(list);
    expect(
      within(list)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Person', 'Entity']);
    expect(within(list).getAllByRole('option')).toHaveLength(FALLBACK_MERGE_FIELDS.length);
    expect(within(list).getByRole('group', { name: 'Person' })).toHaveTextContent('Person');
    expect(selectedText(list)).toBe('First Name{{person.first_name}}');
  });

  it('filters as the user types, and inserts the chosen field with the arrows and Enter', async () => {
    const { editor } = openEditor();
    type(editor, ' {{NAME');
    let list = await listbox();
    await screen.findByText('Legal Name');
    expect(optionTexts(list)).toEqual([
      'First Name{{person.first_name}}',
      'Last Name{{person.last_name}}',
      'Full Name{{person.full_name}}',
      'Entity Name{{entity.name}}',
      'Legal Name{{entity.legal_name}}',
      // A valid name that no field has can always become a custom field.
      'Create custom field "NAME"',
    ]);

    press(editor, 'ArrowDown');
    press(editor, 'ArrowDown');
    press(editor, 'ArrowUp');
    list = await listbox();
    expect(selectedText(list)).toBe('Last Name{{person.last_name}}');
    press(editor, 'Enter');

    expect(editor.getHTML()).toBe(
      '<p>Dear <span data-merge-field="person.last_name">{{person.last_name}}</span></p>',
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('wraps around with the arrows and chooses with Tab', async () => {
    const { editor } = openEditor();
    type(editor, ' {{legal');
    const list = await listbox();
    await screen.findByText('Legal Name');
    press(editor, 'ArrowUp');
    expect(selectedText(list)).toBe('Create custom field "legal"');
    press(editor, 'ArrowDown');
    expect(selectedText(list)).toBe('Legal Name{{entity.legal_name}}');
    press(editor, 'Tab');
    expect(editor.getHTML()).toBe(
      '<p>Dear <span data-merge-field="entity.legal_name">{{entity.legal_name}}</span></p>',
    );
  });

  it('closes on Escape and leaves the typed text', async () => {
    const { editor } = openEditor();
    type(editor, ' {{fi');
    await listbox();
    press(editor, 'Escape');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(editor.getText()).toBe('Dear {{fi');
  });

  it('offers to create a custom field, chosen with the mouse', async () => {
    const user = userEvent.setup();
    const { editor } = openEditor();
    type(editor, ' {{closing_date');
    const option = await screen.findByRole('option', { name: 'Create custom field "closing_date"' });
    await user.click(option);
    expect(editor.getHTML()).toBe(
      '<p>Dear <span data-merge-field="closing_date">{{closing_date}}</span></p>',
    );
  });

  it('says when nothing matches and the query cannot be a custom field', async () => {
    const { editor } = openEditor();
    type(editor, ' {{person.nickname');
    expect(await screen.findByText('No matching fields')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter is then the editor's again.
    press(editor, 'Enter');
    expect(editor.getHTML()).toBe('<p>Dear {{person.nickname</p><p></p>');
  });

  it('closes when the marker is closed by hand, which makes the field', async () => {
    const { editor } = openEditor();
    type(editor, ' {{client.name');
    await screen.findByRole('option', { name: 'Create custom field "client.name"' });
    type(editor, '}}');
    expect(editor.getHTML()).toBe('<p>Dear <span data-merge-field="client.name">{{client.name}}</span></p>');
    expect(screen.queryByRole('listbox', { name: 'Merge fields' })).not.toBeInTheDocument();
  });
});

describe('suggestionItems', () => {
  const definitions: MergeFieldDefinition[] = [
    { id: 'client.name', label: 'Client Name', category: 'Client', type: 'text' },
    { id: 'matter.number', label: 'Matter Number', category: 'Matter', type: 'text' },
    { id: 'client.email', label: 'Client Email', category: 'Client', type: 'email' },
  ];

  it('groups by category in order of first appearance', () => {
    expect(suggestionItems(definitions, '')).toEqual([
      { kind: 'category', category: 'Client' },
      { kind: 'field', id: 'client.name', label: 'Client Name' },
      { kind: 'field', id: 'client.email', label: 'Client Email' },
      { kind: 'category', category: 'Matter' },
      { kind: 'field', id: 'matter.number', label: 'Matter Number' },
    ]);
  });

  it('matches id or label in any case, and offers a new valid name last', () => {
    expect(
      suggestionItems(definitions, 'EMAIL').map((item) => ('id' in item ? item.id : item.category)),
    ).toEqual(['Client', 'client.email', 'EMAIL']);
    expect(suggestionItems(definitions, 'Matter').at(-1)).toEqual({ kind: 'custom', id: 'Matter' });
    expect(suggestionItems(definitions, 'Matter')).toContainEqual({ kind: 'category', category: 'Matter' });
    expect(suggestionItems(definitions, 'client.name').at(-1)).toEqual({
      kind: 'field',
      id: 'client.name',
      label: 'Client Name',
    });
  });

  it('offers no custom field for invalid names or names that belong to records', () => {
    expect(suggestionItems(definitions, '9lives')).toEqual([]);
    expect(suggestionItems(definitions, 'entity.shares')).toEqual([]);
    expect(suggestionItems(definitions, 'x!')).toEqual([]);
  });
});

describe('popupPosition', () => {
  const size = { width: 288, height: 200 };
  const caret = (top: number, left: number) => ({ top, bottom: top + 20, left });

  it('opens below the caret', () => {
    expect(popupPosition(caret(100, 50), size, { width: 1280, height: 800 })).toEqual({ left: 50, top: 124 });
  });

  it('flips above when there is no room below', () => {
    expect(popupPosition(caret(700, 50), size, { width: 1280, height: 800 })).toEqual({ left: 50, top: 496 });
  });

  it('stays inside a phone-wide viewport', () => {
    expect(popupPosition(caret(100, 300), size, { width: 390, height: 844 })).toEqual({ left: 94, top: 124 });
    expect(popupPosition(caret(100, -5), size, { width: 390, height: 844 })).toEqual({ left: 8, top: 124 });
  });

  it('clamps into the viewport when it fits neither above nor below', () => {
    expect(popupPosition(caret(150, 10), { width: 288, height: 288 }, { width: 390, height: 320 })).toEqual({
      left: 10,
      top: 24,
    });
  });
});
