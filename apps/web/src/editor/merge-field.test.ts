import { FIRST_NAME_FIELD as FIRST_NAME } from '@lexdraft/editor-schema/fixtures';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorExtensions } from './extensions';
import { MergeField } from './merge-field';
import { pressKey, stubClipboard, typeText } from './merge-field.test-utils';

let editor: Editor | undefined;

function makeEditor(content: string): Editor {
  editor = new Editor({ extensions: createEditorExtensions(), content });
  return editor;
}

function fieldIds(current: Editor): string[] {
  const ids: string[] = [];
  current.state.doc.descendants((node) => {
    if (node.type.name === 'mergeField') ids.push(node.attrs.id);
  });
  return ids;
}

afterEach(() => {
  editor?.destroy();
});

describe('MergeField node', () => {
  it('round-trips the stored span exactly', () => {
    const html = `<p>Dear ${FIRST_NAME}, of <strong><span data-merge-field="Closing Date">{{Closing Date}}</span></strong></p>`;
    const current = makeEditor(html);
    expect(fieldIds(current)).toEqual(['person.first_name', 'Closing Date']);
    expect(current.getHTML()).toBe(html);
  });

  it('keeps only the id when parsing: other attributes and the inner text are rewritten', () => {
    const current = makeEditor(
      '<p><span data-merge-field="entity.name" data-label="Entity" class="chip" title="x">Acme</span></p>',
    );
    expect(current.getHTML()).toBe('<p><span data-merge-field="entity.name">{{entity.name}}</span></p>');
  });

  it.each([
    ['a name starting with a digit', '1st.name'],
    ['an empty name', ''],
    ['untrimmed spaces', ' person.first_name '],
    ['punctuation', 'client!'],
  ])('leaves a span with %s as text', (_case, id) => {
    const current = makeEditor(`<p><span data-merge-field="${id}">{{${id}}}</span></p>`);
    expect(fieldIds(current)).toEqual([]);
    expect(current.getText()).toBe(`{{${id}}}`);
  });

  it('gives its marker in plain text', () => {
    expect(makeEditor(`<p>Dear ${FIRST_NAME},</p>`).getText()).toBe('Dear {{person.first_name}},');
  });

  it('inserts a field with insertMergeField, and refuses an invalid name', () => {
    const current = makeEditor('<p>Dear,</p>');
    current.commands.setTextSelection(5);
    expect(current.commands.insertMergeField('client.name')).toBe(true);
    expect(current.commands.insertMergeField('not valid!')).toBe(false);
    expect(current.getHTML()).toBe('<p>Dear<span data-merge-field="client.name">{{client.name}}</span>,</p>');
  });

  it('turns a typed marker into a field when its closing braces are typed', () => {
    const current = makeEditor('<p>Dear</p>');
    current.commands.setTextSelection(5);
    typeText(current, ' {{client.name}}');
    expect(current.getHTML()).toBe('<p>Dear <span data-merge-field="client.name">{{client.name}}</span></p>');
    // The cursor stands after the field, so typing goes on after it.
    typeText(current, ',');
    expect(current.getText()).toBe('Dear {{client.name}},');
    expect(fieldIds(current)).toEqual(['client.name']);
  });

  it('keeps the marks of the typed marker', () => {
    const current = makeEditor('<p><strong>Re</strong></p>');
    current.commands.setTextSelection(3);
    typeText(current, ' {{matter.number}}');
    expect(current.getHTML()).toBe(
      '<p><strong>Re <span data-merge-field="matter.number">{{matter.number}}</span></strong></p>',
    );
  });

  it('trims the typed name, and leaves an invalid marker as text', () => {
    const current = makeEditor('<p></p>');
    current.commands.setTextSelection(1);
    typeText(current, '{{ Closing Date }} {{not valid!}}');
    expect(fieldIds(current)).toEqual(['Closing Date']);
    expect(current.getText()).toBe('{{Closing Date}} {{not valid!}}');
  });

  it('deletes the whole field with Backspace, also right after typing it', () => {
    const current = makeEditor(`<p>Dear ${FIRST_NAME}</p>`);
    current.commands.setTextSelection(current.state.doc.content.size - 1);
    pressKey(current, 'Backspace');
    expect(current.getHTML()).toBe('<p>Dear </p>');

    typeText(current, '{{client.name}}');
    expect(fieldIds(current)).toEqual(['client.name']);
    pressKey(current, 'Backspace');
    expect(current.getHTML()).toBe('<p>Dear </p>');
  });

  it('deletes the field after the caret with Delete', () => {
    const current = makeEditor(`<p>${FIRST_NAME} here</p>`);
    current.commands.setTextSelection(1);
    pressKey(current, 'Delete');
    expect(current.getHTML()).toBe('<p> here</p>');
  });

  // A paste through ProseMirror, as the browser's does. (TipTap's simulated paste,
  // insertContent(..., { applyPasteRules: true }), throws once a rule shortens the text: tiptap #5176, #6883.)
  it('turns markers in pasted text into fields', () => {
    stubClipboard(vi.stubGlobal);
    const current = makeEditor('<p>Re:</p>');
    current.commands.setTextSelection(4);
    typeText(current, ' ');
    current.view.pasteText('{{matter.number}} for {{client.name}}');
    expect(fieldIds(current)).toEqual(['matter.number', 'client.name']);
    expect(current.getHTML()).toBe(
      '<p>Re: <span data-merge-field="matter.number">{{matter.number}}</span> for <span data-merge-field="client.name">{{client.name}}</span></p>',
    );
  });

  it('turns markers in pasted HTML from elsewhere into fields, leaving invalid ones as text', () => {
    stubClipboard(vi.stubGlobal);
    const current = makeEditor('<p></p>');
    current.view.pasteHTML('<p style="color: red">Dear <b>{{person.first_name}}</b> {{not valid!}}</p>');
    expect(current.getHTML()).toBe(
      '<p>Dear <strong><span data-merge-field="person.first_name">{{person.first_name}}</span></strong> {{not valid!}}</p>',
    );
  });

  it('renders a non-editable chip per field and forgets it when the field goes', () => {
    const current = makeEditor(`<p>${FIRST_NAME} and ${FIRST_NAME}</p>`);
    const chips = current.view.dom.querySelectorAll('span.merge-field');
    expect(chips).toHaveLength(2);
    expect(chips[0]).toHaveAttribute('contenteditable', 'false');
    expect(chips[0]).toHaveAttribute('data-merge-field', 'person.first_name');
    expect(chips[0]).toHaveTextContent('First Name');
    expect(current.storage.mergeField.chips.size).toBe(2);

    current.commands.setContent('<p>No fields</p>');
    expect(current.storage.mergeField.chips.size).toBe(0);
  });

  it('keeps the chip through edits around it and replaces it when the id changes', () => {
    const current = makeEditor(`<p>Dear ${FIRST_NAME}</p>`);
    const chip = current.view.dom.querySelector('span.merge-field');
    current.commands.setTextSelection(1);
    typeText(current, 'My ');
    expect(current.getText()).toBe('My Dear {{person.first_name}}');
    expect(current.view.dom.querySelector('span.merge-field')).toBe(chip);

    const position = current.state.doc.content.size - 2;
    current.view.dispatch(current.state.tr.setNodeMarkup(position, undefined, { id: 'entity.name' }));
    const next = current.view.dom.querySelector('span.merge-field');
    expect(next).not.toBe(chip);
    expect(next).toHaveTextContent('Entity Name');
    expect([...current.storage.mergeField.chips]).toEqual([next]);
  });

  it('builds a schema without the suggestion list when used alone', () => {
    editor = new Editor({
      extensions: [
        ...createEditorExtensions().filter((extension) => extension.name !== 'mergeField'),
        MergeField,
      ],
      content: `<p>${FIRST_NAME}</p>`,
    });
    expect(editor.getHTML()).toBe(`<p>${FIRST_NAME}</p>`);
  });
});
