import type * as React from 'react';

const FOCUSABLE = 'button:not(:disabled), select:not(:disabled)';

/**
 * Arrow keys, Home and End move between the controls of a toolbar, as the ARIA toolbar pattern has it.
 * Selects keep their own arrow keys (they change the value on some platforms).
 */
export function handleToolbarKeyDown(event: React.KeyboardEvent<HTMLElement>): void {
  if (event.target instanceof HTMLSelectElement) return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const index = controls.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  const last = controls.length - 1;
  const next: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const target = next[event.key];
  if (target === undefined) return;
  event.preventDefault();
  controls[target]?.focus();
}
