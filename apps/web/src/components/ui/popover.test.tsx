import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// No preloading here: this file checks the popover before and after its Radix parts are fetched.
// Each test takes fresh modules, so each starts with the parts not fetched yet.
let ui: typeof import('./popover');

beforeEach(async () => {
  vi.resetModules();
  ui = await import('./popover');
});

function Picker({ open, onOpenChange }: { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const { Popover, PopoverContent, PopoverTrigger } = ui;
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button type="button">Entities</button>
      </PopoverTrigger>
      <PopoverContent aria-label="Pick entities">
        <input aria-label="Search entities" />
      </PopoverContent>
    </Popover>
  );
}

describe('Popover', () => {
  it('shows its trigger alone until clicked, then opens; Escape closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Picker onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Entities' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Pick entities' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search entities' })).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Entities' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Entities' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard, and a popover mounted later is Radix at once', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Picker />);
    screen.getByRole('button', { name: 'Entities' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Picker />);
    const trigger = screen.getByRole('button', { name: 'Entities' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows at once (after the fetch) when its open prop is true', async () => {
    render(<Picker open onOpenChange={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Pick entities' })).toBeInTheDocument();
  });
});
