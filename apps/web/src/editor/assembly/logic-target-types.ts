import type { Mark } from '@tiptap/pm/model';

// What the edit popover edits, whatever holds it: a condition block or an inline condition (the
// condition form), a repeat block or a table row (the repeat form).

/**
 * What the popover edits: the condition or repeat node at `pos`, the inline condition around `pos`
 * (`mark` when the caller knows which of nested ones, else the innermost), or the table row at `pos`.
 */
export type LogicSpot =
  | { at: 'block'; pos: number }
  | { at: 'inline'; pos: number; mark?: Mark }
  | { at: 'row'; pos: number };

/** Where the popover stands: the box it opens under. */
export type AnchorRect = Pick<DOMRect, 'top' | 'bottom' | 'left'>;

/** A condition to edit. */
export interface ConditionTarget {
  kind: 'condition';
  expression: string;
  anchor: AnchorRect | undefined;
  apply: (expression: string) => void;
  /** Adds an Otherwise part; absent where there can be none (inline, or there is one). */
  addOtherwise?: () => void;
  /** Takes the condition away and keeps what it covers. */
  remove: () => void;
  /** Deletes the condition with what it covers. */
  delete: () => void;
}

/** A repeat to edit. */
export interface RepeatTarget {
  kind: 'repeat';
  /** The popover's name: "Edit repeat", "Repeat row". */
  label: string;
  list: string;
  as: string;
  anchor: AnchorRect | undefined;
  apply: (list: string, as: string) => void;
  /** Takes the repeat away and keeps what it covers; absent when there is none yet (a plain row). */
  remove?: () => void;
  delete: () => void;
  /** The Delete button's label. */
  deleteLabel: string;
}
