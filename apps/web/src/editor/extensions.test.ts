import { Editor, Extension } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { createEditorExtensions } from './extensions';

describe('createEditorExtensions', () => {
  it('builds the schema of every feature the editor offers, merge fields included', () => {
    const names = createEditorExtensions().map((extension) => extension.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'starterKit',
        'textStyle',
        'fontSize',
        'textAlign',
        'table',
        'tableCell',
        'image',
        'pageBreak',
        'insertion',
        'deletion',
        'comment',
        'mergeField',
      ]),
    );
  });

  it('knows merge fields by default, so stored documents keep them', () => {
    const html = '<p>Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>,</p>';
    const editor = new Editor({ extensions: createEditorExtensions(), content: html });
    expect(editor.getHTML()).toBe(html);
    expect(editor.state.doc.firstChild?.child(1).type.name).toBe('mergeField');
    editor.destroy();
  });

  it('appends extra extensions after the built-in ones', () => {
    const Extra = Extension.create({ name: 'extra' });
    const extensions = createEditorExtensions([Extra]);
    expect(extensions.at(-1)).toBe(Extra);
  });
});
