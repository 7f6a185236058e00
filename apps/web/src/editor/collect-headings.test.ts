import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { collectHeadings } from './collect-headings';
import { createEditorExtensions } from './extensions';

describe('collectHeadings', () => {
  it('lists headings in document order with level, text and position, tables included', () => {
    const editor = new Editor({
      extensions: createEditorExtensions(),
      content:
        '<h1>Agreement</h1><p>Intro</p><h2> Parties </h2><table><tr><td><h3>Schedule A</h3></td></tr></table><h6></h6>',
    });
    const headings = collectHeadings(editor.state.doc);
    expect(headings.map(({ level, text }) => ({ level, text }))).toEqual([
      { level: 1, text: 'Agreement' },
      { level: 2, text: 'Parties' },
      { level: 3, text: 'Schedule A' },
      { level: 6, text: '' },
    ]);
    for (const heading of headings) {
      expect(editor.state.doc.nodeAt(heading.pos)?.type.name).toBe('heading');
    }
    editor.destroy();
  });
});
