import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor } from './render-editor.test-utils';
import { OUTLINE_REFRESH_MS } from './use-document-headings';

const DOCUMENT = '<h1>Agreement</h1><p>Intro</p><h2>Definitions</h2><p>Terms</p><h3>Interpretation</h3>';

function outline() {
  return screen.getByRole('complementary', { name: 'Document outline' });
}

// jsdom has no scrollIntoView; the one test that needs it installs a spy and this puts things back.
const originalScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe('OutlineSidebar', () => {
  it('opens from the toolbar and lists the headings, indented by level', async () => {
    const user = userEvent.setup();
    renderEditor({ initialHtml: DOCUMENT });
    expect(screen.queryByRole('complementary', { name: 'Document outline' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show outline' }));

    expect(screen.getByRole('button', { name: 'Show outline' })).toHaveAttribute('aria-pressed', 'true');
    expect(outline()).toHaveStyle({ width: '256px' });
    const items = within(outline()).getAllByRole('button', { name: /^(?!Close)/ });
    expect(items.map((item) => item.textContent)).toEqual(['Agreement', 'Definitions', 'Interpretation']);
    expect(items[0]).toHaveStyle({ paddingLeft: '8px' });
    expect(items[2]).toHaveStyle({ paddingLeft: '32px' });

    await user.click(within(outline()).getByRole('button', { name: 'Close outline' }));
    expect(screen.queryByRole('complementary', { name: 'Document outline' })).not.toBeInTheDocument();
  });

  it('moves the cursor to a heading and scrolls it into view', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    const { editor } = renderEditor({ initialHtml: DOCUMENT });
    await user.click(screen.getByRole('button', { name: 'Show outline' }));

    await user.click(within(outline()).getByRole('button', { name: 'Definitions' }));

    expect(editor.state.selection.$from.parent.textContent).toBe('Definitions');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveTextContent('Definitions');
  });

  it('says when there are no headings, and follows edits after a short pause', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor({ initialHtml: '<p>Just text</p>' });
    await user.click(screen.getByRole('button', { name: 'Show outline' }));
    expect(within(outline()).getByText('No headings yet')).toBeInTheDocument();

    vi.useFakeTimers();
    act(() => {
      editor.commands.insertContentAt(0, '<h2>Recitals</h2>');
    });
    // Typing never waits for the outline: it is read again only once edits pause.
    expect(within(outline()).getByText('No headings yet')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(OUTLINE_REFRESH_MS - 1);
    });
    expect(within(outline()).queryByRole('button', { name: 'Recitals' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(outline()).getByRole('button', { name: 'Recitals' })).toBeInTheDocument();
  });
});
