import type { Editor, EditorEvents, Extensions } from '@tiptap/core';
import { useEditor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyComponent, lazyDialog, usePreloadLater } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';
import type { EditorUi } from './editor-ui';
import { createEditorExtensions } from './extensions';
import { ImageFileInput } from './image-file-input';
import { MenuBar } from './menu-bar';
import { mergeFieldSuggestionCode } from './merge-field';
import { type PageDecor, PageView } from './page-view';
import { Toolbar } from './toolbar';

// Opened from the menus, never at first paint: fetched when first opened.
const LinkDialog = lazyDialog(
  async () => (await import('./link-dialog')).LinkDialog,
  ({ open }) => open,
);
const OutlineSidebar = lazyComponent(async () => (await import('./outline-sidebar')).OutlineSidebar);

// Fetched ahead, so that they work even if the network is gone by the time they are needed.
const PRELOAD_LATER = [mergeFieldSuggestionCode];
const PRELOAD_AFTER_MS = 10_000;

/** Props of DocumentEditor. */
export interface DocumentEditorProps {
  /** Content at mount; later changes of the prop are ignored (the editor owns the document). */
  initialHtml: string;
  /** False in read-only documents and in preview. */
  editable: boolean;
  /** Shows the menu bar and the toolbar; false in preview. */
  showChrome: boolean;
  /** Called once the editor exists. */
  onReady?: (editor: Editor) => void;
  /** Called on every change of the document. It must stay cheap: read HTML only when saving. */
  onChange?: () => void;
  /** The letterhead, header and footer the sheet shows around the text; none by default. */
  decor?: PageDecor | null;
  /** Extensions appended to createEditorExtensions(), read at mount. */
  extensions?: Extensions;
  className?: string;
}

/**
 * The rich-text editor: menu bar, toolbar, optional outline and the A4 page view. The editor never
 * re-renders React per keystroke; the toolbar and menus subscribe to the state they show.
 */
export function DocumentEditor(props: DocumentEditorProps) {
  const { editable, showChrome, onReady, onChange, decor, className } = props;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Built once: useEditor compares options by identity and would reconfigure the editor on each render.
  const [options] = useState(() => ({
    extensions: createEditorExtensions(props.extensions),
    content: props.initialHtml,
    editable,
    shouldRerenderOnTransaction: false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'lexdraft-prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Document',
      },
    },
    // An edit is a transaction that changes the text itself. One that only the editor's plugins
    // appended (the trailing paragraph after a final table, as Word templates end) completes the
    // loaded text and is saved with the next edit, but is no change of the user's (issue 29).
    onUpdate: ({ transaction }: EditorEvents['update']) => {
      if (transaction.docChanged) onChangeRef.current?.();
    },
  }));
  const editor = useEditor(options);
  usePreloadLater(PRELOAD_LATER, PRELOAD_AFTER_MS);

  const [outlineOpen, setOutlineOpen] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // No update event: switching to preview is not an edit.
    if (editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  const reported = useRef<Editor | null>(null);
  useEffect(() => {
    if (reported.current === editor) return;
    reported.current = editor;
    onReady?.(editor);
  }, [editor, onReady]);

  const toggleOutline = useCallback(() => setOutlineOpen((open) => !open), []);
  const ui: EditorUi = {
    editor,
    editable,
    outlineOpen,
    toggleOutline,
    openLinkDialog: () => setLinkOpen(true),
    pickImage: () => fileInput.current?.click(),
  };

  return (
    <div className={cn('flex min-h-0 flex-col bg-card', className)}>
      {showChrome && (
        <>
          <MenuBar ui={ui} />
          <Toolbar ui={ui} />
        </>
      )}
      <div className="relative flex min-h-0 flex-1">
        {showChrome && outlineOpen && <OutlineSidebar editor={editor} onClose={toggleOutline} />}
        <PageView editor={editor} decor={decor} />
      </div>
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
      <ImageFileInput editor={editor} ref={fileInput} />
    </div>
  );
}
