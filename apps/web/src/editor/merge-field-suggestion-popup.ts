import { ReactRenderer } from '@tiptap/react';
import type { SuggestionProps } from '@tiptap/suggestion';
import type { FieldChoice, MergeFieldSuggestionRender, SuggestionItem } from './merge-field-suggestion';
import {
  MergeFieldSuggestions,
  type MergeFieldSuggestionsHandle,
  type MergeFieldSuggestionsProps,
} from './merge-field-suggestions';

// The `{{` list's popup: where it goes (a pure function, tested) and its life with the suggestion plugin.

/** A rectangle in viewport coordinates. */
export interface ViewportRect {
  top: number;
  bottom: number;
  left: number;
}

const GAP_PX = 4;
const MARGIN_PX = 8;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * Where a fixed popup of `size` goes for the caret `caret`: below it, above it when it does not fit
 * below and there is more room above, and always clamped inside the viewport (phones included).
 */
export function popupPosition(
  caret: ViewportRect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const below = viewport.height - MARGIN_PX - (caret.bottom + GAP_PX);
  const above = caret.top - GAP_PX - MARGIN_PX;
  const flip = size.height > below && above > below;
  const top = flip ? caret.top - GAP_PX - size.height : caret.bottom + GAP_PX;
  return {
    left: clamp(caret.left, MARGIN_PX, viewport.width - MARGIN_PX - size.width),
    top: clamp(top, MARGIN_PX, viewport.height - MARGIN_PX - size.height),
  };
}

/** Places `element` (position: fixed) at the caret; hidden while there is no caret to follow. */
export function placePopup(element: HTMLElement, caret: DOMRect | null): void {
  if (!caret) {
    element.style.visibility = 'hidden';
    return;
  }
  const { left, top } = popupPosition(
    caret,
    { width: element.offsetWidth, height: element.offsetHeight },
    { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight },
  );
  Object.assign(element.style, { left: `${left}px`, top: `${top}px`, visibility: '' });
}

const listProps = (props: SuggestionProps<SuggestionItem, FieldChoice>) => ({
  items: props.items,
  loading: props.loading,
  command: props.command,
});

/** The suggestion plugin's renderer: the list in document.body, fixed at the caret. */
export const renderMergeFieldSuggestions: MergeFieldSuggestionRender = () => {
  let component: ReactRenderer<MergeFieldSuggestionsHandle, MergeFieldSuggestionsProps> | undefined;
  let unmount: (() => void) | undefined;
  let caret: SuggestionProps['clientRect'];
  const place = () => {
    if (component) placePopup(component.element, caret?.() ?? null);
  };

  return {
    onStart: (props) => {
      caret = props.clientRect;
      component = new ReactRenderer(MergeFieldSuggestions, {
        editor: props.editor,
        props: listProps(props),
        className: 'merge-field-suggestions',
      });
      // max-content: a fixed box near the right edge would otherwise shrink to the room left and
      // measure too narrow to be clamped back into the viewport.
      Object.assign(component.element.style, {
        position: 'fixed',
        zIndex: '50',
        width: 'max-content',
        visibility: 'hidden',
      });
      // Keeps the caret in the document when a row is clicked.
      component.element.addEventListener('mousedown', (event) => event.preventDefault());
      // The plugin appends the element to document.body, follows scrolls and resizes, and closes
      // the list on a click outside; onPosition lets placePopup flip and clamp it.
      unmount = props.mount(component.element, { onPosition: place });
    },
    onUpdate: (props) => {
      // The plugin announces each query as loading before its items; keep showing the last ones.
      if (props.loading) return;
      caret = props.clientRect;
      component?.updateProps(listProps(props));
      place();
    },
    onKeyDown: ({ event }) => component?.ref?.onKeyDown(event) ?? false,
    onExit: () => {
      unmount?.();
      component?.destroy();
      component = undefined;
      unmount = undefined;
    },
  };
};
