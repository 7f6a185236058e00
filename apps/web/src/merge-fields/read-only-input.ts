// A value a viewer may read and copy but not change: it stays focusable (keyboard and screen-reader
// users can reach it), but nothing suggests typing into it.

/**
 * Muted, with a dashed border and no raised shadow; on focus the border darkens instead of the
 * editing ring, which would promise input that the field refuses.
 */
const READ_ONLY_CLASS =
  'cursor-default border-dashed bg-muted/40 text-muted-foreground shadow-none focus-visible:border-muted-foreground/60 focus-visible:ring-0';

/** The props that make a merge-field input read-only and look it, or none when it can be edited. */
export function readOnlyInputProps(readOnly: boolean): {
  readOnly?: true;
  'aria-readonly'?: true;
  className?: string;
} {
  return readOnly ? { readOnly: true, 'aria-readonly': true, className: READ_ONLY_CLASS } : {};
}
