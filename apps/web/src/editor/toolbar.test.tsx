import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor } from './render-editor.test-utils';

const ITEM_WIDTH = 36;
const TOOLBAR_WIDTH = 300;

// jsdom lays nothing out: give every toolbar control a width and the toolbar a fixed inner width.
function fakeToolbarLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'toolbar' ? TOOLBAR_WIDTH : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.parentElement?.getAttribute('role') === 'toolbar' ? ITEM_WIDTH : 0;
    return DOMRect.fromRect({ width, height: 32 });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Toolbar', () => {
  it('shows every control and no overflow button when everything fits', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(within(toolbar).getByRole('button', { name: 'Show outline' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'More tools' })).not.toBeInTheDocument();
  });

  it('moves the controls that do not fit into "More tools", keeping 40 px for its button', async () => {
    fakeToolbarLayout();
    const user = userEvent.setup();
    const { editor } = renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });

    // (300 - 40) / 36 = 7 controls stay: undo, redo, two selects, bold, italic, underline.
    expect(within(toolbar).getByRole('button', { name: 'Underline' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Strikethrough' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Insert page break' })).not.toBeInTheDocument();

    await user.click(within(toolbar).getByRole('button', { name: 'More tools' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemcheckbox', { name: /Strikethrough/ })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: /Insert page break/ }));

    expect(editor.getHTML()).toContain('data-page-break="true"');
  });

  it('moves focus between controls with the arrow keys', async () => {
    const user = userEvent.setup();
    renderEditor();
    screen.getByRole('button', { name: 'Bold' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveFocus();
  });
});
