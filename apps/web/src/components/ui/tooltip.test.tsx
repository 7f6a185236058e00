import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '@/test/layout-stubs';
import { advance, startFakeClock } from '@/test/session';

// No preloading here: this file checks the tooltip before and after its Radix parts are fetched.
// Each test takes fresh modules, so each starts with the parts not fetched yet.
let ui: typeof import('./tooltip');

beforeEach(async () => {
  stubEditorLayout();
  vi.resetModules();
  ui = await import('./tooltip');
});

function Tip({ label, delay, onClick }: { label: string; delay?: number; onClick?: () => void }) {
  const { Tooltip, TooltipContent, TooltipTrigger } = ui;
  return (
    <Tooltip delayDuration={delay}>
      <TooltipTrigger asChild>
        <button type="button" aria-label={label} onClick={onClick}>
          B
        </button>
      </TooltipTrigger>
      <TooltipContent>{`${label} (Ctrl+B)`}</TooltipContent>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('shows its trigger alone until hovered, then its tip on the same element', async () => {
    const user = userEvent.setup();
    render(<Tip label="Bold" />);
    const trigger = screen.getByRole('button', { name: 'Bold' });
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bold (Ctrl+B)');
    expect(screen.getByRole('button', { name: 'Bold' })).toBe(trigger);
    expect(trigger).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);

    // Radix keeps the tip while the pointer may be on its way to it; moving elsewhere closes it.
    await user.unhover(trigger);
    await user.pointer({ coords: { x: 500, y: 500 }, target: document.body });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(trigger).not.toHaveAttribute('aria-describedby');

    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bold (Ctrl+B)');
  });

  it('waits for its delay before showing the tip of a hovered trigger', async () => {
    // The parts fetched ahead, so that only the delay is left to wait for.
    await import('./tooltip-parts');
    startFakeClock();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Tip label="Bold" delay={400} />);

    await user.hover(screen.getByRole('button', { name: 'Bold' }));
    await advance(399);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Bold (Ctrl+B)');
  });

  it('shows its tip on keyboard focus, and the trigger keeps the focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Tip label="Bold" />
        <button type="button">After</button>
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();

    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Bold' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bold (Ctrl+B)');
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Bold' })).toBe(trigger);

    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is Radix from the start once the parts are here: the hovered trigger stays the same node', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Tip label="First" />);
    await user.hover(screen.getByRole('button', { name: 'First' }));
    await screen.findByRole('tooltip');
    unmount();

    render(<Tip label="Second" />);
    const trigger = screen.getByRole('button', { name: 'Second' });
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Second (Ctrl+B)');
    expect(trigger).toBeInTheDocument();
  });

  it('lets a click through before the parts are here, without showing a tip', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Tip label="Bold" onClick={onClick} />);

    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
