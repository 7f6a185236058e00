import { render } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { Toaster } from '@/components/ui/sonner';
import { preloadLazyComponents } from '@/lib/lazy-component';
import { stubEditorLayout } from '@/test/layout-stubs';
import { DocumentEditor, type DocumentEditorProps } from './document-editor';

// The editor fetches its dialogs and outline when first opened; the tests open them in one step.
await preloadLazyComponents();

/** Renders the editor with a toaster and answers the Editor instance that onReady received. */
export function renderEditor(props: Partial<DocumentEditorProps> = {}) {
  stubEditorLayout();
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
