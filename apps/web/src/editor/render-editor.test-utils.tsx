import { render } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { DocumentEditor, type DocumentEditorProps } from './document-editor';

// jsdom has no layout: ProseMirror measures ranges when it scrolls the selection into view.
function stubLayout(): void {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  Range.prototype.getClientRects ??= () => rects;
  document.elementFromPoint ??= () => null;
  // Radix measures an open tooltip with ResizeObserver, which jsdom lacks (unstubbed after each test).
  if (typeof ResizeObserver === 'undefined') {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}

/** Renders the editor with a toaster and answers the Editor instance that onReady received. */
export function renderEditor(props: Partial<DocumentEditorProps> = {}) {
  stubLayout();
  let ready: Editor | undefined;
  const allProps: DocumentEditorProps = {
    initialHtml: '<p>Hello world</p>',
    editable: true,
    showChrome: true,
    ...props,
    onReady: (editor) => {
      ready = editor;
      props.onReady?.(editor);
    },
  };
  const view = render(
    <>
      <DocumentEditor {...allProps} />
      <Toaster />
    </>,
  );
  if (!ready) throw new Error('DocumentEditor did not call onReady');
  const editor: Editor = ready;
  const rerender = (next: Partial<DocumentEditorProps>) =>
    view.rerender(
      <>
        <DocumentEditor {...allProps} {...next} />
        <Toaster />
      </>,
    );
  return { ...view, editor, rerender };
}
