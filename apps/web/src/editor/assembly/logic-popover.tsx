import type { Editor } from '@tiptap/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ConditionForm } from './condition-form';
import type { AnchorRect, LogicSpot } from './logic-target-types';
import { logicTarget } from './logic-targets';
import { RepeatForm } from './repeat-form';

// The edit popover of a condition or a repeat, below its header (or its text, or its row). One at a time, in its own React
// root: the editor does not re-render React per keystroke, and this is opened from a plain-DOM view.

let open: { root: Root; element: HTMLElement } | undefined;

function close(editor: Editor | undefined, refocus: boolean) {
  if (!open) return;
  const { root, element } = open;
  open = undefined;
  root.unmount();
  element.remove();
  if (refocus && editor && !editor.isDestroyed) editor.commands.focus();
}

interface FrameProps {
  label: string;
  anchor: AnchorRect | undefined;
  onClose: () => void;
  children: ReactNode;
}

const GAP_PX = 4;
const MARGIN_PX = 8;

/** Places the popover under its anchor (above when there is more room there), inside the viewport. */
function place(element: HTMLElement, rect: AnchorRect | undefined) {
  if (!rect) return;
  const height = element.offsetHeight;
  const below = window.innerHeight - rect.bottom - GAP_PX - MARGIN_PX;
  const top = height > below && rect.top > below ? rect.top - GAP_PX - height : rect.bottom + GAP_PX;
  const left = Math.min(rect.left, window.innerWidth - MARGIN_PX - element.offsetWidth);
  element.style.top = `${Math.max(MARGIN_PX, top)}px`;
  element.style.left = `${Math.max(MARGIN_PX, left)}px`;
}

/** The popover's frame: placed at its anchor, Escape and a press outside close it. */
function PopoverFrame({ label, anchor, onClose, children }: FrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    place(element, anchor);
    element.querySelector<HTMLElement>('select, input')?.focus();
    const outside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [anchor, onClose]);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed z-50 w-96 max-w-[calc(100vw-1rem)] animate-popover-in rounded-md border bg-popover p-3 text-popover-foreground text-sm shadow-md motion-reduce:animate-none"
    >
      {children}
    </div>
  );
}

/** Opens the edit popover of the logic at `spot`, closing any other. */
export function showLogicPopover(editor: Editor, spot: LogicSpot): void {
  close(undefined, false);
  const target = logicTarget(editor, spot);
  if (!target) return;
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  open = { root, element };
  const onClose = () => close(editor, true);
  const label = target.kind === 'condition' ? 'Edit condition' : target.label;
  root.render(
    <PopoverFrame label={label} anchor={target.anchor} onClose={onClose}>
      {target.kind === 'condition' ? (
        <ConditionForm editor={editor} target={target} onDone={onClose} />
      ) : (
        <RepeatForm editor={editor} target={target} onDone={onClose} />
      )}
    </PopoverFrame>,
  );
}
