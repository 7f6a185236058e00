/**
 * Puts focus on the dialog itself when it opens rather than on its first button: while it loads,
 * that is the close button, which would then show its focus ring. Tab goes on to the first field.
 */
export function focusDialog(event: Event): void {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
}
