import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor } from './render-editor.test-utils';

function selectText(editor: ReturnType<typeof renderEditor>['editor'], from: number, to: number) {
  act(() => {
    editor.commands.setTextSelection({ from, to });
  });
}

describe('DocumentEditor', () => {
  it('reports no change when only the editor completes the loaded text, as for an imported template (issue 29)', async () => {
    // A Word template often ends with a table: the editor adds its trailing paragraph on the first
    // transaction (a click or a focus), which is not an edit of the document.
    const onChange = vi.fn();
    const { editor } = renderEditor({
      initialHtml: '<p>Agreement</p><table><tbody><tr><td><p>Signed</p></td></tr></tbody></table>',
      onChange,
    });
    selectText(editor, 2, 2);
    expect(editor.state.doc.lastChild?.type.name).toBe('paragraph');
    expect(onChange).not.toHaveBeenCalled();

    act(() => {
      editor.commands.insertContent('New ');
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('renders the menu bar, the toolbar and the page, and reports the editor once', () => {
    const onReady = vi.fn();
    const { editor } = renderEditor({ onReady });
    expect(screen.getByRole('navigation', { name: 'Editor menu' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Document' })).toHaveTextContent('Hello world');
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(editor);
  });

  it.each([
    ['Bold', '<strong>Hello</strong>'],
    ['Italic', '<em>Hello</em>'],
    ['Underline', '<u>Hello</u>'],
    ['Strikethrough', '<s>Hello</s>'],
  ])('applies %s from the toolbar to the selection', async (label, html) => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    selectText(editor, 1, 6);
    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);

    expect(editor.getHTML()).toBe(`<p>${html} world</p>`);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('sets and clears the font size, and changes the block type', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    selectText(editor, 1, 6);
    const fontSize = screen.getByRole('combobox', { name: 'Font size' });
    expect(fontSize).toHaveValue('default');
    expect(
      within(fontSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '12', '14', 'Default', '18', '20', '22']);

    await user.selectOptions(fontSize, '18');
    expect(editor.getHTML()).toBe('<p><span style="font-size: 18px;">Hello</span> world</p>');
    expect(fontSize).toHaveValue('18');

    await user.selectOptions(fontSize, 'Default');
    expect(editor.getHTML()).toBe('<p>Hello world</p>');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Text style' }), 'Heading 2');
    // StarterKit's TrailingNode keeps an empty paragraph after a final heading, so the user can type on.
    expect(editor.getHTML()).toBe('<h2>Hello world</h2><p></p>');
  });

  it('aligns, lists and inserts page breaks from the toolbar', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    selectText(editor, 3, 3);

    await user.click(screen.getByRole('button', { name: 'Align center' }));
    expect(editor.getHTML()).toBe('<p style="text-align: center;">Hello world</p>');
    expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(editor.getHTML()).toContain('<ul><li>');

    await user.click(screen.getByRole('button', { name: 'Insert page break' }));
    expect(editor.getHTML()).toContain('<div data-page-break="true" class="page-break"></div>');
  });

  it('undoes and redoes from the toolbar', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();

    act(() => {
      editor.chain().setTextSelection(12).insertContent('!').run();
    });
    expect(undo).toBeEnabled();
    await user.click(undo);
    expect(editor.getHTML()).toBe('<p>Hello world</p>');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(editor.getHTML()).toBe('<p>Hello world!</p>');
  });

  it('calls onChange for document changes only, never at mount or for a selection', () => {
    const onChange = vi.fn();
    const { editor } = renderEditor({ onChange });
    selectText(editor, 1, 6);
    expect(onChange).not.toHaveBeenCalled();

    act(() => {
      editor.commands.insertContent('Hi');
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps its document when initialHtml changes after mount', () => {
    const { editor, rerender } = renderEditor();
    rerender({ initialHtml: '<p>Something else</p>' });
    expect(editor.getHTML()).toBe('<p>Hello world</p>');
  });

  it('is read-only with editable=false but keeps its chrome, and becomes editable again', () => {
    const onChange = vi.fn();
    const { editor, rerender } = renderEditor({ editable: false, onChange });
    expect(editor.isEditable).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Document' })).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Editor menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Font size' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show outline' })).toBeEnabled();

    rerender({ editable: true });
    expect(editor.isEditable).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Document' })).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeEnabled();
    // Leaving read-only (or preview) is not an edit.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hides the menu bar and toolbar without chrome, and restores them', () => {
    const { rerender } = renderEditor({ showChrome: false, editable: false });
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Editor menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Document' })).toHaveTextContent('Hello world');

    rerender({ showChrome: true, editable: true });
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Editor menu' })).toBeInTheDocument();
  });
});
