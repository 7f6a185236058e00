import { COMMENT_PERMISSION } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DocumentRecord } from '@/api/documents';
import { useAuthStore } from '@/auth/auth-store';
import { onBeforeSignOut } from '@/auth/before-sign-out';
import type { FromState } from '@/auth/redirect-target';
import { holdSessionEnd } from '@/auth/session-hold';
import { usePermission } from '@/auth/use-permission';
import { DocumentEditor } from '@/editor/document-editor';
import { initialEditorHtml } from '@/editor/initial-content';
import { SuggestingHook, setSuggesting } from '@/editor/suggesting/suggesting-loader';
import { lazyComponent, lazyDialog, useHasBeenTrue } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { useMergeFieldStore } from '@/merge-fields/merge-field-store';
import { staleFields, useProvenanceStore } from '@/merge-fields/provenance-store';
import { useMergeFieldEditor, useUnsetFieldCount } from '@/merge-fields/use-merge-field-editor';
import { useMakeCopy } from '../signatures/use-make-copy';
import { useSignatureLock } from '../signatures/use-signature-lock';
import { currentContent, hasRelationships } from './document-content';
import { DocumentPanel, type PanelTab } from './document-panel';
import type { EditorChromeState, EditorCommands } from './editor-commands';
import { EditorDialogs, type OpenDialog } from './editor-dialogs';
import { EditorSidebar } from './editor-sidebar';
import { EditorTitleBar } from './editor-title-bar';
import { ExportDialogs } from './export/export-dialogs';
import { useDocumentExport } from './export/use-document-export';
import { useDocumentLayout } from './layout/use-document-layout';
import { useLegacyLetterhead } from './layout/use-legacy-letterhead';
import { type EditorMode, ModeSwitch } from './negotiation/mode-switch';
import { useAiLayerDue } from './use-ai-layer-due';
import { useAutosave } from './use-autosave';
import { useDocumentActions } from './use-document-actions';
import { useDocumentSave } from './use-document-save';
import { useDraftPublish } from './use-draft-publish';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { type LeaveGuard, useLeaveGuard } from './use-leave-guard';
import { useLocalDraft } from './use-local-draft';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';

// Not on screen at first paint: fetched when first opened.
// The banners show only for a document in a given state (signed, out for signature, a template, a
// local draft to restore, values out of date) or after an action (preview, session ended).
const SignedDocumentBanner = lazyComponent(
  async () => (await import('../signatures/signed-document-banner')).SignedDocumentBanner,
);
const SignatureLockBanner = lazyComponent(
  async () => (await import('../signatures/signature-lock-banner')).SignatureLockBanner,
);
const TemplateBanner = lazyComponent(async () => (await import('./template-banner')).TemplateBanner);
const RecoveryBanner = lazyComponent(async () => (await import('./draft-banners')).RecoveryBanner);
const SessionEndedBanner = lazyComponent(async () => (await import('./draft-banners')).SessionEndedBanner);
const StaleValuesNotice = lazyComponent(
  async () => (await import('./stale-values-notice')).StaleValuesNotice,
);
const PreviewBar = lazyComponent(async () => (await import('./preview-bar')).PreviewBar);
// The resolver of conditions, repeats and formats (issue 30) comes with the first preview.
const ResolvedPreview = lazyComponent(async () => (await import('./resolved-preview')).ResolvedPreview);
const FieldValuesDialog = lazyDialog(
  async () => (await import('@/merge-fields/field-values-dialog')).FieldValuesDialog,
  ({ open }) => open,
);
const SendSignatureDialog = lazyDialog(
  async () => (await import('../signatures/send-signature-dialog')).SendSignatureDialog,
  ({ open }) => open,
);
// The assistant's parts in the editor (the AI button on a selection, Ctrl/Cmd+J, the gutter's
// Analyze, a finding's mark) are fetched when first wanted, not with the editor (issue 29): see
// useAiLayerDue.
const AiLayer = lazyComponent(async () => (await import('../ai/ai-layer')).AiLayer);
// Comment threads' parts in the editor (the highlight, the Comment button, Ctrl/Cmd+Alt+M; issue
// 31) come with the assistant's, or with the Comments tab.
const CommentLayer = lazyComponent(
  async () => (await import('@/editor/comments/comment-layer')).CommentLayer,
);
/** Without any of the triggers, the assistant's parts still arrive this long after the editor opens. */
const AI_LAYER_AFTER_MS = 10_000;
// Suggesting mode's hook: its code arrives when the user first suggests (suggesting-loader.ts).
const SCREEN_EXTENSIONS = [SuggestingHook];
const VoidRequestDialog = lazyDialog(
  async () => (await import('../signatures/void-request-dialog')).VoidRequestDialog,
  ({ open }) => open,
);

interface EditorScreenProps {
  document: DocumentRecord;
  /** Takes the server's version and starts the editor over (Reload after a conflict). */
  onReload: () => Promise<void>;
  /** Reads the document again in place (after Convert to Template). */
  onRefresh: () => Promise<void>;
}

/** The loaded editor screen: title bar, page, right panel, and the saving around them. */
export function EditorScreen({ document, onReload, onRefresh }: EditorScreenProps) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  // The screen outlives its session only while it holds unsaved text (see session-hold.ts).
  const sessionEnded = userId === null;
  // What the user could do while signed in: an ended session leaves the text as it was, not read-only.
  const canWriteNow = usePermission('docs:write');
  const [canWrite, setCanWrite] = useState(canWriteNow);
  if (!sessionEnded && canWriteNow !== canWrite) setCanWrite(canWriteNow);
  // Out for signature, the document is held to the version sent (issue 14) until the request ends.
  const signature = useSignatureLock(document);
  // Signed, it stays the text that was signed (issue 28): read-only like a locked one, for good.
  const locked = signature.locked || signature.signed;
  const readOnly = !canWrite || document.is_template || locked;
  const copier = useMakeCopy(document.id);
  const navigate = useNavigate();
  const location = useLocation();
  const docked = useMediaQuery(DESKTOP_QUERY);

  const editorRef = useRef<Editor | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // The editor reads its HTML once; later answers of the server must not reset what is typed.
  const [initialHtml] = useState(() => initialEditorHtml(currentContent(document)));
  const [preview, setPreview] = useState(false);
  const previewing = preview && !readOnly;
  const [mode, setMode] = useState<EditorMode>('editing');
  const editable = !readOnly && !previewing && !sessionEnded && mode !== 'viewing';
  const suggesting = editable && mode === 'suggesting';
  useEffect(() => {
    if (!editor) return;
    // Without its code (offline) Suggesting cannot record anything: back to Editing, said so.
    setSuggesting(editor, suggesting).catch(() => {
      setMode('editing');
      toast.error('Suggesting could not be loaded. Check your connection and try again.');
    });
  }, [editor, suggesting]);

  // Open beside the page on wide screens; on phones the panel is a drawer the user opens.
  const [sidebarOpen, setSidebarOpen] = useState(docked);
  const [wasDocked, setWasDocked] = useState(docked);
  if (docked !== wasDocked) {
    setWasDocked(docked);
    setSidebarOpen(docked);
  }
  const [panelTab, setPanelTab] = useState<PanelTab>(() =>
    hasRelationships(document) ? 'document-info' : 'merge-fields',
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [fieldsOpen, setFieldsOpen] = useState(false);
  const aiLayer = useAiLayerDue(sidebarOpen && panelTab === 'ai', AI_LAYER_AFTER_MS);
  const { watch: watchForAi, want: wantAi } = aiLayer;
  const commentLayerDue = useHasBeenTrue(aiLayer.due || (sidebarOpen && panelTab === 'comments'));
  const canComment = usePermission(COMMENT_PERMISSION);
  // Text selected in the editor wants the AI button, also before the editor has the focus.
  useEffect(() => {
    if (!editor) return;
    const onSelection = () => {
      if (!editor.state.selection.empty) wantAi();
    };
    editor.on('selectionUpdate', onSelection);
    return () => {
      editor.off('selectionUpdate', onSelection);
    };
  }, [editor, wantAi]);
  // The column holds Ctrl/Cmd+J until the assistant's code is here, and its first pointer or focus fetches it.
  const editorColumn = useCallback(
    (area: HTMLDivElement | null) => {
      const release = [holdAssistantShortcut(area), watchForAi(area)];
      return () => {
        for (const stop of release) stop?.();
      };
    },
    [watchForAi],
  );

  const refreshFields = useMergeFieldEditor(document, editor, previewing);
  const previewMode = useMergeFieldStore((state) => state.previewMode);
  const setPreviewMode = useMergeFieldStore((state) => state.setPreviewMode);
  // In preview, the resolved document says which fields and lists it needs and lacks.
  const [resolvedUnset, setResolvedUnset] = useState<number | null>(null);
  const unsetCount = useUnsetFieldCount();
  const hasStaleValues = useProvenanceStore((state) => staleFields(state.fields).length > 0);

  const saver = useDocumentSave(document, editorRef, {
    onSaved: (clean) => localDraft.saved(clean),
    // The text saved, a required field is empty: the panel shows it, and its input takes the focus.
    onRequiredMissing: (fieldId) => {
      setPanelTab('merge-fields');
      setSidebarOpen(true);
      useMergeFieldStore.getState().focusOn(fieldId);
    },
  });
  const localDraft = useLocalDraft({
    userId,
    documentId: document.id,
    enabled: !readOnly,
    editor,
    editorRef,
    baseVersion: saver.baseVersion,
  });
  // Spec section 4: once the editor is ready, a letterhead in the older place moves into the content.
  useLegacyLetterhead(document, editor !== null && canWrite && !sessionEnded && !locked);
  const pageDecor = useDocumentLayout(document, editor !== null);
  const draft = useDraftPublish(document.id, document.is_draft, editable, editorRef);
  // Changes waiting for the network are unsaved too.
  const guard = useLeaveGuard((saver.dirty || saver.queue !== 'none') && !readOnly);
  const actions = useDocumentActions({ document, saver, guard, onRefresh });
  const exporter = useDocumentExport(document.id, saver);

  // Spec section 4: no autosave for a draft the user has not yet written in, nor while a conflict waits.
  const autosave =
    saver.dirty && !readOnly && !draft.uneditedDraft && saver.conflict === null && !sessionEnded;
  useAutosave(autosave, () => {
    void saver.save({ auto: true, askOnConflict: true });
  });

  const handleReady = useCallback((ready: Editor) => {
    editorRef.current = ready;
    setEditor(ready);
  }, []);
  const { markChanged } = saver;
  const { onChange: checkDraft } = draft;
  const { noteChange } = localDraft;
  const handleChange = useCallback(() => {
    markChanged();
    checkDraft();
    noteChange();
  }, [markChanged, checkDraft, noteChange]);

  // A sign-out first saves what is typed; its local draft is cleared once that save succeeds.
  const unsavedRef = useRef(false);
  useEffect(() => {
    unsavedRef.current = saver.dirty && !readOnly;
  });
  const { save } = saver;
  useEffect(() => onBeforeSignOut(async () => !unsavedRef.current || save({ auto: true })), [save]);

  // A session that ends under unsaved text: the editor keeps it and says so, and the text is in
  // this device's drafts at once, to be offered back after signing in again.
  const unsaved = saver.dirty && !readOnly;
  useEffect(() => (unsaved ? holdSessionEnd() : undefined), [unsaved]);
  const { writeNow } = localDraft;
  useEffect(() => {
    if (sessionEnded && unsavedRef.current) void writeNow();
  }, [sessionEnded, writeNow]);
  const canSend = canWrite && !document.is_template && !locked && !sessionEnded;
  const showSignatures = () => {
    setPanelTab('signatures');
    setSidebarOpen(true);
  };
  const showAiTab = useCallback(() => {
    setPanelTab('ai');
    setSidebarOpen(true);
  }, []);
  const showCommentsTab = useCallback(
    ({ drawer }: { drawer: boolean }) => {
      setPanelTab('comments');
      if (drawer || docked) setSidebarOpen(true);
    },
    [docked],
  );
  // On phones the panel is a drawer over the page: it closes to show the page.
  const showDocument = () => {
    if (!docked) setSidebarOpen(false);
  };
  // Send saves what is typed and the field values still waiting first: the saved version is sent.
  const saveBeforeSend = async () =>
    (await useMergeFieldStore.getState().saveNow()) && (!saver.dirty || (await saver.save()));

  const signInAgain = () => {
    const state: FromState = { from: `${location.pathname}${location.search}` };
    void navigate('/auth/login', { state });
  };

  // The draft's text goes in as unsaved changes over the version it was typed on: a newer server
  // version then answers the save with 409 and the conflict dialog.
  const restoreDraft = () => {
    const found = localDraft.takeOffer();
    const current = editorRef.current;
    if (!found || !current) return;
    current.commands.setContent(found.html);
    saver.adoptBase(found.baseVersion);
    checkDraft();
    noteChange();
    current.commands.focus('end');
  };
  // Taking the server's text (Reload after a conflict, a restored version) drops the local drafts.
  const reloadFromServer = async () => {
    await localDraft.discardOffer();
    await onReload();
  };
  // Leaving through the leave dialog is the user's choice to drop the text (it says they will be
  // lost): its draft goes too, rather than being offered on the next visit.
  const { blocker } = guard;
  const leaveGuard: LeaveGuard =
    blocker.state === 'blocked'
      ? {
          ...guard,
          blocker: {
            ...blocker,
            proceed: () => {
              void localDraft.discardOffer();
              blocker.proceed();
            },
          },
        }
      : guard;

  const commands: EditorCommands = {
    save: () => void saver.save({ notify: true, askOnConflict: true }),
    togglePreview: () => setPreview((value) => !value),
    manageFields: () => setFieldsOpen(true),
    toggleSidebar: () => setSidebarOpen((value) => !value),
    convertToTemplate: () => setDialog('convert-template'),
    useTemplate: () => setDialog('use-template'),
    letterhead: () => setDialog('letterhead'),
    headerFooter: () => setDialog('header-footer'),
    printPreview: () => exporter.setPreviewOpen(true),
    exportFile: (format) => void exporter.exportFile(format),
    close: () => navigate('/documents'),
    delete: () => setDialog('delete'),
    sendForSignature: () => setDialog('send-signature'),
    importRedline: () => setDialog('import-redline'),
    requestInformation: () => setDialog('request-information'),
    generateForMany: () => setDialog('generate-many'),
  };

  useEditorShortcuts({
    // Saving the web page itself is never what Ctrl+S means here, even when there is nothing to save.
    s: () => {
      if (readOnly) return;
      // A value typed in the panel is committed when its input loses focus: commit it before saving.
      const active = window.document.activeElement;
      if (active instanceof HTMLElement && active.closest('#document-panel')) active.blur();
      commands.save();
    },
    p: readOnly ? undefined : commands.togglePreview,
    k: commands.manageFields,
    '/': commands.toggleSidebar,
  });

  const chrome: EditorChromeState = {
    isTemplate: document.is_template,
    readOnly,
    canUseTemplate: canWrite,
    dirty: saver.dirty,
    saveStatus: saver.status,
    preview: previewing,
    sidebarOpen,
    converting: actions.converting,
    canEditLayout: canWrite && !sessionEnded && !locked,
    exporting: exporter.exporting,
    canSend,
  };

  return (
    <>
      <EditorTitleBar
        name={document.name}
        isDraft={document.is_draft}
        docStatus={document.doc_status}
        state={chrome}
        commands={commands}
        onRename={actions.rename}
        saveQueue={saver.queue}
        modeSwitch={readOnly || sessionEnded ? undefined : <ModeSwitch mode={mode} onModeChange={setMode} />}
      />
      {sessionEnded && <SessionEndedBanner onSignIn={signInAgain} />}
      {localDraft.offered && editable && (
        <RecoveryBanner
          savedAt={localDraft.offered.savedAt}
          onRestore={restoreDraft}
          onDiscard={() => void localDraft.discardOffer()}
        />
      )}
      {signature.signed && (
        <SignedDocumentBanner
          documentId={document.id}
          documentName={document.name}
          request={signature.request}
          onMakeCopy={canWrite && !sessionEnded ? () => void copier.makeCopy() : undefined}
          copying={copier.copying}
        />
      )}
      {signature.locked && (
        <SignatureLockBanner
          request={signature.request}
          onViewStatus={showSignatures}
          onEditAndVoid={canWrite && !sessionEnded ? () => setDialog('void-to-edit') : undefined}
        />
      )}
      {document.is_template && <TemplateBanner onUseTemplate={canWrite ? commands.useTemplate : undefined} />}
      {hasStaleValues && <StaleValuesNotice documentId={document.id} readOnlyUser={!canWrite} />}
      {previewing && (
        <PreviewBar
          mode={previewMode}
          onModeChange={setPreviewMode}
          unsetCount={resolvedUnset ?? unsetCount}
          onExit={() => setPreview(false)}
        />
      )}
      <div className="flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col" ref={editorColumn}>
          {/* Kept mounted under preview, with its text, selection and undo history. */}
          <div className={previewing ? 'hidden' : 'contents'}>
            <DocumentEditor
              initialHtml={initialHtml}
              editable={editable}
              showChrome={editable}
              onReady={handleReady}
              onChange={handleChange}
              decor={pageDecor}
              extensions={SCREEN_EXTENSIONS}
              className="min-h-0 flex-1"
            />
          </div>
          {previewing && editor && (
            <ResolvedPreview
              editor={editor}
              documentId={document.id}
              decor={pageDecor}
              onUnsetCount={setResolvedUnset}
            />
          )}
          {editor && commentLayerDue && (
            <CommentLayer
              editor={editor}
              documentId={document.id}
              canComment={canComment && editable}
              onOpenPanel={showCommentsTab}
            />
          )}
          {editor && aiLayer.due && (
            <AiLayer
              editor={editor}
              documentId={document.id}
              canRewrite={editable}
              canAnalyze={!previewing}
              onOpenPanel={showAiTab}
            />
          )}
        </div>
        <EditorSidebar open={sidebarOpen} onOpenChange={setSidebarOpen} docked={docked}>
          <DocumentPanel
            document={document}
            readOnly={readOnly}
            canWrite={canWrite && !sessionEnded}
            tab={panelTab}
            onTabChange={setPanelTab}
            onRefreshFields={() => void refreshFields()}
            onManageFields={commands.manageFields}
            unsaved={saver.dirty}
            onRestored={reloadFromServer}
            onSend={commands.sendForSignature}
            editor={editor}
            editable={editable}
            onShowInDocument={showDocument}
          />
        </EditorSidebar>
      </div>
      <ExportDialogs exporter={exporter} name={document.name} onFillValues={commands.manageFields} />
      <FieldValuesDialog open={fieldsOpen} onOpenChange={setFieldsOpen} readOnly={readOnly} />
      <SendSignatureDialog
        documentId={document.id}
        documentName={document.name}
        open={dialog === 'send-signature'}
        onOpenChange={(open) => setDialog(open ? 'send-signature' : null)}
        saveFirst={saveBeforeSend}
        onFillValues={commands.manageFields}
        onSent={showSignatures}
      />
      <VoidRequestDialog
        documentId={document.id}
        purpose="edit"
        open={dialog === 'void-to-edit'}
        onOpenChange={(open) => setDialog(open ? 'void-to-edit' : null)}
        onVoided={() => editorRef.current?.commands.focus()}
      />
      <EditorDialogs
        document={document}
        dialog={dialog}
        onDialogChange={setDialog}
        saver={saver}
        guard={leaveGuard}
        onReload={reloadFromServer}
        onDelete={actions.deleteDocument}
        onConvert={actions.convertToTemplate}
      />
    </>
  );
}

/**
 * Ctrl/Cmd+J is the assistant's (and Ctrl/Cmd+Alt+M the comments'): until its code has arrived the
 * key does nothing in the editor, rather than open the browser's downloads. Once it has, the editor
 * handles the key first.
 */
function holdAssistantShortcut(area: HTMLDivElement | null) {
  if (!area) return;
  const hold = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if ((key === 'j' && !event.altKey) || (event.code === 'KeyM' && event.altKey)) event.preventDefault();
  };
  area.addEventListener('keydown', hold);
  return () => area.removeEventListener('keydown', hold);
}
