import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';

// Guards the rule in setup.ts: a click inside a dialog lands while Radix still has the page's
// pointer events turned off and has not yet turned the dialog's back on.
it('lets a click land in a dialog while the page has pointer events off', async () => {
  const onClick = vi.fn();
  render(
    <div role="dialog" aria-label="Confirm">
      <button type="button" onClick={onClick}>
        Go
      </button>
    </div>,
  );
  document.body.style.pointerEvents = 'none';
  try {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));
  } finally {
    document.body.style.pointerEvents = '';
  }
  expect(onClick).toHaveBeenCalledOnce();
});
