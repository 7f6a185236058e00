import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressKey, stubClipboard, typeText } from '../merge-field.test-utils';
import { renderEditor } from '../render-editor.test-utils';

function openEditor(html: string, at?: number) {
  const view = renderEditor({ initialHtml: html });
  act(() => {
    view.editor.commands.setTextSelection(at ?? view.editor.state.doc.content.size - 1);
  });
  return view;
}

const type = (editor: Editor, text: string) => act(() => typeText(editor, text));
const enter = (editor: Editor) => act(() => void pressKey(editor, 'Enter'));
const topTypes = (editor: Editor) => editor.getJSON().content?.map((node) => node.type);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logic in the editor', () => {
  it('turns a typed {{#if}} … {{/if}} pair into a condition block', () => {
    const { editor, container } = openEditor('<p></p>', 1);
    type(editor, '{{#if x}}');
    // Alone, the marker does not balance yet: it stays text, flagged.
    expect(editor.getHTML()).toBe('<p>{{#if x}}</p>');
    expect(container.querySelector('.logic-marker-unbalanced')).toHaveAttribute(
      'title',
      'This {{#if}} has no {{/if}}',
    );
    enter(editor);
    type(editor, 'Rush.');
    enter(editor);
    // Its own undo step, as after a pause in typing.
    act(() => editor.view.dispatch(closeHistory(editor.state.tr)));
    type(editor, '{{/if}}');

    expect(topTypes(editor)?.[0]).toBe('conditionBlock');
    expect(editor.getHTML()).toContain('<div data-if="x"><p>Rush.</p></div>');
    expect(editor.getHTML()).not.toContain('{{');
    expect(container.querySelector('.logic-marker-unbalanced')).toBeNull();
    // Shown framed, its header in words.
    expect(screen.getByRole('button', { name: /^If / })).toBeInTheDocument();

    // The structuring is part of the typing's undo step (however the keystrokes were grouped):
    // undo takes it back with the last typing, redo brings both again.
    act(() => void editor.commands.undo());
    expect(topTypes(editor)).not.toContain('conditionBlock');
    expect(editor.getHTML()).toMatch(/^<p>\{\{#if x\}\}<\/p>/);
    act(() => void editor.commands.redo());
    expect(topTypes(editor)?.[0]).toBe('conditionBlock');
  });

  it('turns pasted markers into a condition block and a formatted field', () => {
    stubClipboard(vi.stubGlobal);
    const { editor } = openEditor('<p></p>', 1);
    act(() => void editor.view.pasteText('{{#if agreement.rush}}\n\nFee: {{amount | currency}}\n\n{{/if}}'));
    expect(editor.getHTML()).toContain(
      '<div data-if="agreement.rush"><p>Fee: <span data-merge-field="amount" data-format="currency">{{amount | currency}}</span></p></div>',
    );
  });

  it('marks a typed closing marker that has no opener', () => {
    const { editor, container } = openEditor('<p>Dear client,</p>');
    type(editor, ' {{/each}}');
    const marked = container.querySelector('.logic-marker-unbalanced');
    expect(marked).toHaveTextContent('{{/each}}');
    expect(marked).toHaveAttribute('title', 'This {{/each}} has no {{#each}}');
  });

  it('marks an unbalanced marker in the loaded document', () => {
    const { container } = openEditor('<p>{{#if agreement.rush}} Rush.</p><p>{{else}}</p>');
    const marked = [...container.querySelectorAll('.logic-marker-unbalanced')];
    expect(marked.map((element) => element.getAttribute('title'))).toEqual(['This {{#if}} has no {{/if}}']);
  });

  it("shows a stored condition with its words and writes the builder's expression", async () => {
    const user = userEvent.setup();
    const { editor } = openEditor('<div data-if="true"><p>Limited liability clause.</p></div>');
    await user.click(await screen.findByRole('button', { name: /^If / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });

    await user.selectOptions(within(dialog).getByLabelText('Field'), 'entity.entity_type');
    await user.selectOptions(within(dialog).getByLabelText('Operator'), 'is');
    await user.type(within(dialog).getByLabelText('Value'), 'LLC');
    expect(within(dialog).getByLabelText('Expression')).toHaveValue('entity.entity_type == "LLC"');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.getJSON().content?.[0]?.attrs?.expression).toBe('entity.entity_type == "LLC"');
    expect(screen.getByRole('button', { name: /^If Entity Type/ })).toBeInTheDocument();

    // An Otherwise part, shown under its own header.
    await user.click(screen.getByRole('button', { name: /^If Entity Type/ }));
    await user.click(await screen.findByRole('button', { name: 'Add Otherwise' }));
    expect(editor.getHTML()).toContain(
      '<p>Limited liability clause.</p><div data-else=""><p></p></div></div>',
    );
    expect(screen.getByText('Otherwise')).toBeInTheDocument();
  });

  it('shows the parse error as the expression is typed, and cannot apply it', async () => {
    const user = userEvent.setup();
    const { editor } = openEditor('<div data-if="true"><p>Text.</p></div>');
    await user.click(await screen.findByRole('button', { name: /^If / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    const input = within(dialog).getByLabelText('Expression');

    await user.clear(input);
    await user.type(input, 'entity.entity_type == ');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('a value is missing after "=="');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.type(input, '"LLC"');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.getJSON().content?.[0]?.attrs?.expression).toBe('true');
  });

  it('inserts a condition from the Insert menu around the selected blocks, and removes it keeping them', async () => {
    const user = userEvent.setup();
    const { editor } = openEditor('<p>First.</p><p>Second.</p>');
    act(() => void editor.commands.setTextSelection({ from: 2, to: 12 }));

    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await user.click(await screen.findByRole('menuitem', { name: /Condition/ }));

    // (The editor keeps a paragraph after a last block that is not one, to type after it.)
    expect(editor.getHTML()).toBe('<div data-if="true"><p>First.</p><p>Second.</p></div><p></p>');
    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove condition' }));
    expect(editor.getHTML()).toBe('<p>First.</p><p>Second.</p><p></p>');
  });

  it('offers Condition and Repeat when {{# is typed', async () => {
    const user = userEvent.setup();
    const { editor } = openEditor('<p>Terms.</p>');
    enter(editor);
    type(editor, '{{#');
    const list = await screen.findByRole('listbox', { name: 'Merge fields' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Condition', 'Repeat']);
    await user.click(within(list).getByRole('option', { name: 'Repeat' }));

    expect(topTypes(editor)).toEqual(['paragraph', 'repeatBlock', 'paragraph']);
    expect(editor.getHTML()).toContain('<div data-each="entity.owners" data-as="owner"><p></p></div>');
    expect(await screen.findByRole('dialog', { name: 'Edit repeat' })).toBeInTheDocument();
  });

  it('shows a formatted field with its format', () => {
    const { container } = openEditor(
      '<p>Fee: <span data-merge-field="amount" data-format="currency: &quot;EUR&quot;">{{amount | currency: "EUR"}}</span></p>',
    );
    const chip = container.querySelector('[data-merge-field="amount"]');
    expect(chip).toHaveTextContent('amount | currency');
    expect(chip).toHaveAttribute('title', '{{amount | currency: "EUR"}}');
  });
});
