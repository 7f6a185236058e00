import { act, render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { stubEditorLayout } from '@/test/layout-stubs';
import { DocumentEditor } from './document-editor';
import { pressKey, typeText } from './merge-field.test-utils';
import { MergeFieldSuggestionPluginKey } from './merge-field-suggestion';

// Unlike render-editor.test-utils, this file fetches no lazy code up front: the editor below is the
// first of its page, created before the `{{` list's code is here, as in a browser opening a document.

describe('the {{ list of the first editor on a page', () => {
  it('is fetched on first focus, and opens for a {{ typed while it was on its way', async () => {
    stubEditorLayout();
    let ready: Editor | undefined;
    render(
      <DocumentEditor
        initialHtml="<p>Dear</p>"
        editable
        showChrome={false}
        onReady={(editor) => {
          ready = editor;
        }}
      />,
    );
    if (!ready) throw new Error('DocumentEditor did not call onReady');
    const editor: Editor = ready;
    expect(MergeFieldSuggestionPluginKey.getState(editor.state)).toBeUndefined();

    // The user clicks into the text and types at once, before the code can have arrived.
    act(() => {
      editor.commands.focus('end');
      typeText(editor, ' {{');
    });

    expect(await screen.findByRole('listbox', { name: 'Merge fields' })).toBeInTheDocument();
    expect(MergeFieldSuggestionPluginKey.getState(editor.state)).toMatchObject({ active: true });

    // Enter chooses the highlighted field, as with a list that was there from the start: the list's
    // keys come before the keymaps' (Enter would split the paragraph).
    act(() => {
      typeText(editor, 'first');
      pressKey(editor, 'Enter');
    });
    expect(editor.getHTML()).toContain('data-merge-field="person.first_name"');
    expect(editor.state.doc.childCount).toBe(1);
  });
});
