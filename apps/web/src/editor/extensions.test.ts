import { Editor, mergeAttributes, Node } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { createEditorExtensions } from './extensions';

// A stand-in for the merge-field node of the next issue: an inline atom stored as a data-* span.
const FakeMergeField = Node.create({
  name: 'mergeField',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes() {
    return {
      field: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-merge-field'),
        renderHTML: (attributes) => ({ 'data-merge-field': attributes.field }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-merge-field]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), `{{${node.attrs.field}}}`];
  },
});

describe('createEditorExtensions', () => {
  it('builds the schema of every feature the editor offers', () => {
    const names = createEditorExtensions().map((extension) => extension.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'starterKit',
        'textStyle',
        'fontSize',
        'textAlign',
        'tableKit',
        'image',
        'pageBreak',
      ]),
    );
  });

  it('appends extra extensions, so a merge-field node can plug in', () => {
    const extensions = createEditorExtensions([FakeMergeField]);
    expect(extensions.at(-1)).toBe(FakeMergeField);

    const html = '<p>Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>,</p>';
    const editor = new Editor({ extensions, content: html });
    expect(editor.getHTML()).toBe(
      '<p>Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>,</p>',
    );
    editor.destroy();
  });
});
