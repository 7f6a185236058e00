import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from './render-editor.test-utils';

type User = ReturnType<typeof userEvent.setup>;

async function submitLink(user: User, url: string) {
  await user.click(screen.getByRole('button', { name: 'Link' }));
  const input = await screen.findByLabelText('Link address');
  await user.clear(input);
  await user.type(input, url);
  await user.keyboard('{Enter}');
}

const LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('LinkDialog', () => {
  it('links the selection, completing a bare address with https://', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 6 });
    });

    await submitLink(user, 'firm.example/terms');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.getHTML()).toBe(
      `<p><a ${LINK_ATTRIBUTES} href="https://firm.example/terms">Hello</a> world</p>`,
    );
  });

  it('refuses javascript: with an inline error and leaves the document alone', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 6 });
    });

    await submitLink(user, 'javascript:alert(1)');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a web address, email (mailto:) or phone (tel:) link',
    );
    expect(screen.getByLabelText('Link address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(editor.getHTML()).toBe('<p>Hello world</p>');

    // Typing clears the error; a valid address then goes through.
    await user.clear(screen.getByLabelText('Link address'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Link address'), 'tel:+15550100{Enter}');
    expect(editor.getHTML()).toContain('href="tel:+15550100"');
  });

  it('inserts the address as text when nothing is selected', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    act(() => {
      editor.commands.setTextSelection(12);
    });

    await submitLink(user, 'counsel@firm.example');

    expect(editor.getHTML()).toBe(
      `<p>Hello world<a ${LINK_ATTRIBUTES} href="mailto:counsel@firm.example">counsel@firm.example</a></p>`,
    );
  });

  it('edits and removes an existing link', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor({ initialHtml: '<p><a href="https://old.example">Hello</a> world</p>' });
    act(() => {
      editor.commands.setTextSelection(3);
    });

    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('heading', { name: 'Edit link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link address')).toHaveValue('https://old.example');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));

    expect(editor.getHTML()).toBe('<p>Hello world</p>');
  });

  it('does not offer Remove link for a new link, and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Remove link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.getHTML()).toBe('<p>Hello world</p>');
  });
});
