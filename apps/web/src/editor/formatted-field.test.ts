import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorExtensions } from './extensions';
import { stubClipboard, typeText } from './merge-field.test-utils';

// A merge field with a format (issue 30): `{{id | format}}` typed or pasted becomes the field with
// data-format; a format that does not read stays text, as the server leaves it on save.

let editor: Editor | undefined;

function makeEditor(content: string): Editor {
  editor = new Editor({ extensions: createEditorExtensions(), content });
  return editor;
}

afterEach(() => {
  editor?.destroy();
});

const EUR =
  '<span data-merge-field="amount" data-format="currency: &quot;EUR&quot;">{{amount | currency: "EUR"}}</span>';

describe('formatted merge fields', () => {
  it('round-trip the stored span, and never store resolved values', () => {
    const current = makeEditor(`<p>Total ${EUR}</p>`);
    expect(current.getHTML()).toBe(`<p>Total ${EUR}</p>`);
    expect(current.getText()).toBe('Total {{amount | currency: "EUR"}}');
    current.commands.setContent({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'mergeField', attrs: { id: 'amount', format: null, value: '$1.00', unreadable: true } },
          ],
        },
      ],
    });
    expect(current.getHTML()).toBe('<p><span data-merge-field="amount">{{amount}}</span></p>');
  });

  it('become fields when typed, while a format that does not read stays text', () => {
    const current = makeEditor('<p>Total</p>');
    current.commands.setTextSelection(6);
    typeText(current, ' {{amount | currency: "EUR"}}');
    expect(current.getHTML()).toBe(`<p>Total ${EUR}</p>`);
    typeText(current, ' {{amount | nonsense}}');
    expect(current.getText()).toBe('Total {{amount | currency: "EUR"}} {{amount | nonsense}}');
  });

  it('become fields when pasted', () => {
    stubClipboard(vi.stubGlobal);
    const current = makeEditor('<p>Total</p>');
    current.commands.setTextSelection(6);
    typeText(current, ' ');
    current.view.pasteText('{{amount | currency: "EUR"}} and {{#if rush}}');
    expect(current.getHTML()).toBe(`<p>Total ${EUR} and {{#if rush}}</p>`);
  });
});
