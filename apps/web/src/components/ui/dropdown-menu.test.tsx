import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

// No preloading here: this file checks the menu before and after its Radix parts are fetched.

function Menu({ label }: { label: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>{label}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Rename</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('shows its trigger alone until pressed, then opens as a menu', async () => {
    const user = userEvent.setup();
    render(<Menu label="Actions" />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens from the keyboard too, and a menu mounted later is a menu at once', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Menu label="First" />);
    screen.getByRole('button', { name: 'First' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    unmount();

    render(<Menu label="Second" />);
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
  });
});
