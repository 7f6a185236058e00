import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../render-editor.test-utils';

// The edit popover for inline conditions and repeated table rows, and the repeat form's lists.

function openEditor(html: string, at: number) {
  const view = renderEditor({ initialHtml: html });
  act(() => void view.editor.commands.setTextSelection(at));
  return view;
}

function altEnter(editor: Editor): boolean {
  const { view } = editor;
  const event = new KeyboardEvent('keydown', { key: 'Enter', altKey: true, bubbles: true, cancelable: true });
  let handled = false;
  act(() => {
    handled = view.someProp('handleKeyDown', (handle) => handle(view, event)) ?? false;
  });
  return handled;
}

const INLINE = '<p>A fee <span data-if="agreement.rush">for rush <strong>work</strong></span> applies.</p>';
// The words editor.css shows as the repeated row's label.
const rowLabel = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.ProseMirror tr')?.style.getPropertyValue('--repeat-words') ||
  undefined;
const rowAttrs = (editor: Editor) => editor.state.doc.firstChild?.firstChild?.attrs;

describe('the inline condition popover', () => {
  it("opens from the condition's button and rewrites its expression over its whole text", async () => {
    const user = userEvent.setup();
    const { editor } = openEditor(INLINE, 2);
    await user.click(await screen.findByRole('button', { name: /^If / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    expect(within(dialog).getByLabelText('Expression')).toHaveValue('agreement.rush');
    // An inline condition has no Otherwise part.
    expect(within(dialog).queryByRole('button', { name: 'Add Otherwise' })).not.toBeInTheDocument();

    const input = within(dialog).getByLabelText('Expression');
    await user.clear(input);
    await user.type(input, 'not agreement.rush');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(editor.getHTML()).toBe(
      '<p>A fee <span data-if="not agreement.rush">for rush <strong>work</strong></span> applies.</p>',
    );
  });

  it('opens with Alt+Enter at the caret; Remove condition keeps the text, Delete removes it', async () => {
    const user = userEvent.setup();
    const { editor } = openEditor(INLINE, 12);
    expect(altEnter(editor)).toBe(true);
    let dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove condition' }));
    expect(editor.getHTML()).toBe('<p>A fee for rush <strong>work</strong> applies.</p>');

    act(() => void editor.commands.undo());
    act(() => void editor.commands.setTextSelection(12));
    await user.click(screen.getByRole('button', { name: 'Format' }));
    await user.click(await screen.findByRole('menuitem', { name: /Edit condition/ }));
    dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(editor.getHTML()).toBe('<p>A fee  applies.</p>');
  });

  it('puts Insert > Condition over words of one paragraph as an inline condition', async () => {
    const user = userEvent.setup();
    const { editor } = openEditor('<p>Pay within ten days.</p>', 1);
    act(() => void editor.commands.setTextSelection({ from: 12, to: 20 }));
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await user.click(await screen.findByRole('menuitem', { name: /Condition/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    expect(editor.getHTML()).toBe('<p>Pay within <span data-if="true">ten days</span>.</p>');
    const input = within(dialog).getByLabelText('Expression');
    await user.clear(input);
    await user.type(input, 'agreement.rush');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(editor.getHTML()).toBe('<p>Pay within <span data-if="agreement.rush">ten days</span>.</p>');
  });
});

describe('the repeat form', () => {
  it('offers the list fields the document already uses', async () => {
    const user = userEvent.setup();
    const { editor } = openEditor(
      '<div data-each="entity.owners" data-as="owner"><p>Owner.</p></div><p>Sold by <span data-merge-field="sellers" data-format="join: &quot;name&quot;">{{sellers | join: &quot;name&quot;}}</span>.</p><div data-each="buyers" data-as="buyer"><p>Buyer.</p></div>',
      3,
    );
    const [header] = await screen.findAllByRole('button', { name: /^For each/ });
    if (!header) throw new Error('no repeat header');
    await user.click(header);
    const dialog = await screen.findByRole('dialog', { name: 'Edit repeat' });
    const select = within(dialog).getByLabelText('List');
    const values = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(values).toEqual(expect.arrayContaining(['sellers', 'buyers']));
    await user.selectOptions(select, 'buyers');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(editor.getJSON().content?.[0]?.attrs).toMatchObject({ list: 'buyers', as: 'owner' });
  });
});

describe('a repeated table row', () => {
  const TABLE =
    '<table><tbody><tr data-each="entity.owners" data-as="owner"><td><p>Name</p></td></tr><tr><td><p>Total</p></td></tr></tbody></table>';

  it('is labelled in words and edited through Table > Repeat row…', async () => {
    const user = userEvent.setup();
    const { editor, container } = openEditor(TABLE, 4);
    // The lazy logic code comes with the document (it holds a repeated row).
    await screen.findByRole('button', { name: 'Table' });
    await act(async () => undefined);
    expect(rowLabel(container)).toBe('"For each owner of the entity"');

    await user.click(screen.getByRole('button', { name: 'Table' }));
    await user.click(await screen.findByRole('menuitem', { name: /Repeat row/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat row' });
    await user.selectOptions(within(dialog).getByLabelText('List'), 'entity.contacts');
    const as = within(dialog).getByLabelText('Item name');
    await user.clear(as);
    await user.type(as, 'contact');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(rowAttrs(editor)).toMatchObject({ each: 'entity.contacts', as: 'contact' });
    expect(rowLabel(container)).toBe('"For each contact of the entity"');

    // Remove repeat makes it a plain row again.
    act(() => void editor.commands.setTextSelection(4));
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await user.click(await screen.findByRole('menuitem', { name: /Repeat row/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Repeat row' })).getByRole('button', {
        name: 'Remove repeat',
      }),
    );
    expect(rowAttrs(editor)).toMatchObject({ each: null, as: null });
    expect(container.querySelector('tr[data-each]')).toBeNull();
    expect(rowLabel(container)).toBeUndefined();
  });

  it('makes a plain row repeat', async () => {
    const user = userEvent.setup();
    const { editor } = openEditor('<table><tbody><tr><td><p>Name</p></td></tr></tbody></table><p></p>', 4);
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await user.click(await screen.findByRole('menuitem', { name: /Repeat row/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat row' });
    expect(within(dialog).queryByRole('button', { name: 'Remove repeat' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(rowAttrs(editor)).toMatchObject({ each: 'entity.owners', as: 'owner' });
  });
});
