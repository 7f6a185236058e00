import { MERGE_FIELD_SCAN_DEBOUNCE_MS } from '@lexdraft/core';
import { renderHook } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorExtensions } from './extensions';
import { scanEditorFields } from './scan-editor-fields';
import { useFieldScan } from './use-field-scan';

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
let editor: Editor | undefined;

function makeEditor(content: string): Editor {
  editor = new Editor({ extensions: createEditorExtensions(), content });
  return editor;
}

afterEach(() => {
  editor?.destroy();
});

describe('scanEditorFields', () => {
  it('counts field nodes and markers still typed as text, in order of first appearance', () => {
    const current = makeEditor(
      `<p>${field('person.first_name')} and {{client.name}} {{not valid!}}</p>` +
        `<ul><li><p>${field('client.name')} <strong>{{person.first_name}}</strong></p></li></ul>` +
        `<table><tr><td><p>${field('Closing Date')}</p></td></tr></table>`,
    );
    // The typed marker {{client.name}} was parsed as text, not as a node.
    expect(current.getText()).toContain('{{client.name}}');
    expect([...scanEditorFields(current.state.doc)]).toEqual([
      ['person.first_name', 2],
      ['client.name', 2],
      ['Closing Date', 1],
    ]);
  });

  it('finds nothing in a document without fields', () => {
    expect(scanEditorFields(makeEditor('<p>Plain {text} and {{}}</p>').state.doc).size).toBe(0);
  });
});

describe('useFieldScan', () => {
  it('scans at once, then once per burst of changes after the debounce', () => {
    vi.useFakeTimers();
    const current = makeEditor(`<p>${field('client.name')}</p>`);
    const onScan = vi.fn();
    renderHook(() => useFieldScan(current, onScan));
    expect(onScan).toHaveBeenCalledTimes(1);
    expect([...onScan.mock.calls[0]![0]]).toEqual([['client.name', 1]]);

    current.commands.setTextSelection(current.state.doc.content.size - 1);
    current.commands.insertContent(' {{matter.number}}');
    vi.advanceTimersByTime(MERGE_FIELD_SCAN_DEBOUNCE_MS - 1);
    current.commands.insertMergeField('client.name');
    vi.advanceTimersByTime(MERGE_FIELD_SCAN_DEBOUNCE_MS - 1);
    expect(onScan).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(onScan).toHaveBeenCalledTimes(2);
    expect([...onScan.mock.calls[1]![0]]).toEqual([
      ['client.name', 2],
      ['matter.number', 1],
    ]);
  });

  it('ignores transactions that leave the document alone, and stops on unmount', () => {
    vi.useFakeTimers();
    const current = makeEditor('<p>Hello</p>');
    const onScan = vi.fn();
    const { unmount } = renderHook(() => useFieldScan(current, onScan));
    current.commands.setTextSelection(2);
    vi.advanceTimersByTime(MERGE_FIELD_SCAN_DEBOUNCE_MS * 2);
    expect(onScan).toHaveBeenCalledTimes(1);

    current.commands.insertContent('x');
    unmount();
    vi.advanceTimersByTime(MERGE_FIELD_SCAN_DEBOUNCE_MS * 2);
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback, and waits for an editor', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ current, onScan }) => useFieldScan(current, onScan), {
      initialProps: { current: null as Editor | null, onScan: first },
    });
    expect(first).not.toHaveBeenCalled();

    const current = makeEditor('<p>{{a}}</p>');
    rerender({ current, onScan: first });
    expect(first).toHaveBeenCalledTimes(1);

    rerender({ current, onScan: second });
    current.commands.insertContent('{{b}}');
    vi.advanceTimersByTime(MERGE_FIELD_SCAN_DEBOUNCE_MS);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
