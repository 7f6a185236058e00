import { useParams } from 'react-router';
import { lazyComponent } from '@/lib/lazy-component';
import { EditorScreen } from './editor-screen/editor-screen';
import { EditorSkeleton } from './editor-screen/editor-skeleton';
import { useEditorDocument } from './editor-screen/use-editor-document';

// Shown only when the document cannot be read: not part of the editor's first load.
const EditorLoadError = lazyComponent(
  async () => (await import('./editor-screen/editor-load-error')).EditorLoadError,
);

/** /documents/:id/edit: the document editor, which fills the window under the app header. */
export function DocumentEditorPage() {
  const { id = '' } = useParams();
  // Keyed by id: opening another document (from a template) starts every piece of state afresh.
  return <EditorRoute key={id} id={id} />;
}

function EditorRoute({ id }: { id: string }) {
  const { state, document, revision, retry, reload, refresh } = useEditorDocument(id);

  return (
    // 4rem is the app header; the page scrolls inside the editor, so the title bar and panel stay put.
    <div className="flex h-[calc(100dvh-4rem)] flex-col overflow-hidden">
      <title>{`${document && state.status === 'ready' ? document.name : 'Document'} · LexDraft`}</title>
      {state.status === 'error' ? (
        <EditorLoadError message={state.message} onRetry={retry} />
      ) : state.status === 'ready' && document ? (
        // A new revision is the server's content replacing the local edits: a fresh editor.
        <EditorScreen key={revision} document={document} onReload={reload} onRefresh={refresh} />
      ) : (
        <EditorSkeleton />
      )}
    </div>
  );
}
