import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { performanceTrackerOf } from './performance-tracking';
import { renderEditor } from './render-editor.test-utils';

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('MenuBar', () => {
  it('applies formatting from the Format menu', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 6 });
    });

    await openMenu(user, 'Format');
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Italic/ }));

    expect(editor.getHTML()).toBe('<p><em>Hello</em> world</p>');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await openMenu(user, 'Format');
    expect(screen.getByRole('menuitemcheckbox', { name: /Italic/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('opens from the keyboard and inserts a horizontal rule', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    act(() => {
      editor.commands.setTextSelection(12);
    });

    screen.getByRole('button', { name: 'Insert' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: /Horizontal rule/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Horizontal rule/ }));

    expect(editor.getHTML()).toContain('<hr>');
  });

  it('disables table commands outside a table and runs them inside one', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();

    await openMenu(user, 'Table');
    expect(screen.getByRole('menuitem', { name: /Add row below/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: /Delete table/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: /Insert table/ }));
    expect(editor.getHTML()).toContain('<th');

    await openMenu(user, 'Table');
    await user.click(screen.getByRole('menuitem', { name: /Add row below/ }));
    expect(editor.getHTML().match(/<tr>/g)).toHaveLength(4);

    await openMenu(user, 'Table');
    await user.click(screen.getByRole('menuitem', { name: /Delete table/ }));
    expect(editor.getHTML()).not.toContain('<table');
  });

  it('undoes from the Edit menu and toggles the outline from the View menu', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    await openMenu(user, 'Edit');
    expect(screen.getByRole('menuitem', { name: /Undo/ })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    act(() => {
      editor.chain().setTextSelection(12).insertContent('!').run();
    });
    await openMenu(user, 'Edit');
    await user.click(screen.getByRole('menuitem', { name: /Undo/ }));
    expect(editor.getHTML()).toBe('<p>Hello world</p>');

    await openMenu(user, 'View');
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Show outline' }));
    expect(screen.getByRole('complementary', { name: 'Document outline' })).toBeInTheDocument();
  });

  it('shows the performance figures from the View menu, live', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    const tracker = performanceTrackerOf(editor);
    act(() => {
      for (let ms = 1; ms <= 20; ms++) tracker.recordTypingLatency(ms);
      tracker.recordOperation('Document update', 140);
    });

    await openMenu(user, 'View');
    await user.click(screen.getByRole('menuitem', { name: 'Performance' }));

    const dialog = await screen.findByRole('dialog', { name: 'Performance' });
    const figure = (term: string) => within(dialog).getByText(term).nextElementSibling;
    expect(figure('Typing latency (p95)')).toHaveTextContent('19 ms20 of the last 100 keystrokes');
    expect(figure('Frame rate')).toHaveTextContent('60 fpsNo samples yet');
    expect(figure('Slow operations')).toHaveTextContent('1Over 100 ms');
    expect(within(dialog).getByRole('region', { name: 'Recent slow operations' })).toHaveTextContent(
      'Document update140 ms',
    );

    act(() => tracker.recordFrameRate(48));
    expect(figure('Frame rate')).toHaveTextContent('48 fps1 of the last 60 samples');
  });

  it('disables editing commands in a read-only document', async () => {
    const user = userEvent.setup();
    renderEditor({ editable: false });
    await openMenu(user, 'Insert');
    expect(screen.getByRole('menuitem', { name: /Page break/ })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await openMenu(user, 'Edit');
    expect(screen.getByRole('menuitem', { name: /Select all/ })).not.toHaveAttribute('aria-disabled');
  });
});
