import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from './render-editor.test-utils';

describe('Insert > Signature field', () => {
  it('asks which signer and inserts a field for that signer at the caret', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    act(() => {
      editor.commands.setTextSelection(12);
    });

    // As a keyboard user does: open Insert, go to Signature field, into its submenu, down to Signer 2.
    screen.getByRole('button', { name: 'Insert' }).focus();
    await user.keyboard('{Enter}');
    const trigger = await screen.findByRole('menuitem', { name: /Signature field/ });
    act(() => trigger.focus());
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menuitem', { name: 'Signer 1' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(editor.getHTML()).toBe(
      '<p>Hello world</p><div data-signature-field="2">Signature: signer 2</div><p></p>',
    );
    expect(editor.getText()).toContain('[Signature: signer 2]');
  });

  it('refuses a signer outside 1 to 20', () => {
    const { editor } = renderEditor();
    expect(editor.commands.insertSignatureField(0)).toBe(false);
    expect(editor.commands.insertSignatureField(21)).toBe(false);
    expect(editor.getHTML()).toBe('<p>Hello world</p>');
  });

  it('is disabled in a read-only document', async () => {
    const user = userEvent.setup();
    renderEditor({ editable: false });
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByRole('menuitem', { name: /Signature field/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
