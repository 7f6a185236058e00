import type { Editor } from '@tiptap/core';
import { ScanSearchIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { clauseHeadingOfBlock, clauseLabel } from './editor-clauses';

// The Analyze button in a clause's gutter: one button, beside the clause heading under the pointer
// or the caret, in the sheet's left margin. It comes after the text in the page, so Tab from the
// document reaches it. Only the block under the pointer or the caret is read, never the whole document.

interface GutterAnchor {
  /** The position before the heading's block. */
  blockPos: number;
  label: string;
  top: number;
  left: number;
  height: number;
}

const BUTTON_PX = 24;
const GAP_PX = 6;

function anchorAt(editor: Editor, origin: HTMLElement, pos: number): GutterAnchor | null {
  const { doc } = editor.state;
  if (pos < 0 || pos > doc.content.size) return null;
  const $pos = doc.resolve(pos);
  // The text block holding the position.
  let depth = $pos.depth;
  while (depth > 0 && !$pos.node(depth).isTextblock) depth -= 1;
  if (depth === 0) return null;
  const block = $pos.node(depth);
  const heading = clauseHeadingOfBlock(block, $pos);
  if (!heading) return null;
  const blockPos = $pos.before(depth);
  const element = editor.view.nodeDOM(blockPos);
  if (!(element instanceof HTMLElement)) return null;
  const originRect = origin.getBoundingClientRect();
  const blockRect = element.getBoundingClientRect();
  const line = editor.view.coordsAtPos(blockPos + 1);
  const lineHeight = Math.max(line.bottom - line.top, BUTTON_PX);
  return {
    blockPos,
    label: clauseLabel(heading),
    top: line.top - originRect.top + (line.bottom - line.top - lineHeight) / 2,
    left: Math.max(
      2 + pageLeft(origin) - originRect.left,
      blockRect.left - originRect.left - BUTTON_PX - GAP_PX,
    ),
    height: lineHeight,
  };
}

// The sheet's left edge: the button never goes past it on a phone's narrow margin.
function pageLeft(origin: HTMLElement): number {
  return (
    origin.closest('.lexdraft-page')?.getBoundingClientRect().left ?? origin.getBoundingClientRect().left
  );
}

interface ClauseGutterProps {
  editor: Editor;
  /** Analyzes the clause whose heading block starts at `blockPos`. */
  onAnalyze: (blockPos: number) => void;
}

/** The gutter's Analyze button, placed beside the clause heading the user points at or types in. */
export function ClauseGutter({ editor, onAnalyze }: ClauseGutterProps) {
  const page = editor.view.dom.closest<HTMLElement>('.lexdraft-page');
  const [anchor, setAnchor] = useState<GutterAnchor | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The button's positioned box: a zero-height layer at the end of the sheet, inside its scrolling
  // canvas, so the button scrolls with the text and Tab reaches it after the document.
  const layer = useRef<HTMLDivElement>(null);
  const frame = useRef(0);

  const place = useCallback(
    (pos: number | null, from: 'pointer' | 'caret') => {
      cancelAnimationFrame(frame.current);
      // Read in the next frame: the layout is then the one about to be painted anyway.
      frame.current = requestAnimationFrame(() => {
        if (editor.isDestroyed || !layer.current) return;
        // The button keeps its place while it has focus (Tab has just moved to it), unless the pointer moves on.
        if (from === 'caret' && button.current && button.current === document.activeElement) return;
        setAnchor(pos === null ? null : anchorAt(editor, layer.current, pos));
      });
    },
    [editor],
  );

  useEffect(() => {
    if (!page) return;
    const content = editor.view.dom;
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      if (button.current?.contains(event.target as Node)) return;
      const box = content.getBoundingClientRect();
      // From the margin too: the x is taken inside the text, so the button stays while the pointer goes to it.
      const left = Math.min(Math.max(event.clientX, box.left + 4), box.right - 4);
      const found = editor.view.posAtCoords({ left, top: event.clientY });
      place(found ? found.pos : null, 'pointer');
    };
    const onPointerLeave = () => place(editor.view.hasFocus() ? editor.state.selection.from : null, 'caret');
    const onSelection = () => {
      if (editor.view.hasFocus()) place(editor.state.selection.from, 'caret');
    };
    const onBlur = () => {
      // Leaving the document for the button itself keeps it; anywhere else hides it.
      requestAnimationFrame(() => {
        if (document.activeElement !== button.current && !page.matches(':hover')) setAnchor(null);
      });
    };
    page.addEventListener('pointermove', onPointerMove);
    page.addEventListener('pointerleave', onPointerLeave);
    editor.on('selectionUpdate', onSelection);
    editor.on('focus', onSelection);
    editor.on('blur', onBlur);
    return () => {
      cancelAnimationFrame(frame.current);
      page.removeEventListener('pointermove', onPointerMove);
      page.removeEventListener('pointerleave', onPointerLeave);
      editor.off('selectionUpdate', onSelection);
      editor.off('focus', onSelection);
      editor.off('blur', onBlur);
    };
  }, [editor, page, place]);

  if (!page) return null;
  return createPortal(
    <div ref={layer} data-slot="clause-gutter" className="relative h-0">
      {anchor && (
        <button
          ref={button}
          type="button"
          data-slot="clause-analyze"
          aria-label={`Analyze clause: ${anchor.label}`}
          title="Analyze this clause"
          style={{ top: anchor.top + (anchor.height - BUTTON_PX) / 2, left: anchor.left }}
          className="absolute z-10 flex size-6 items-center justify-center rounded-md border border-primary/15 bg-card text-primary/70 shadow-xs outline-none transition-colors hover:border-primary/40 hover:bg-primary/8 hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onAnalyze(anchor.blockPos)}
          onBlur={() => {
            if (!editor.view.hasFocus()) setAnchor(null);
          }}
        >
          <ScanSearchIcon className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </div>,
    page,
  );
}
