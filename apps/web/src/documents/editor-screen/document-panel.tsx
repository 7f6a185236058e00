import type { Editor } from '@tiptap/core';
import { FilePenLineIcon, HistoryIcon, MessageSquareIcon, SignatureIcon, SparklesIcon } from 'lucide-react';
import type { DocumentRecord } from '@/api/documents';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { lazyComponent } from '@/lib/lazy-component';
import { MergeFieldsTab } from './merge-fields-tab';

// Not on screen at first paint: fetched when the tab is first chosen. (Document Info is the first
// tab of a document with relationships: it is fetched with the screen then.)
const DocumentInfoTab = lazyComponent(
  async () => (await import('./document-info-tab')).DocumentInfoTab,
  <Spinner className="m-4" aria-label="Loading document info" />,
);

const HistoryTab = lazyComponent(
  async () => (await import('./history/history-tab')).HistoryTab,
  <Spinner className="m-4" aria-label="Loading history" />,
);

const AiTab = lazyComponent(
  async () => (await import('../ai/ai-tab')).AiTab,
  <Spinner className="m-4" aria-label="Loading the AI assistant" />,
);

// Negotiation (issue 31): suggestions and comment threads, each fetched when first chosen.
const ChangesTab = lazyComponent(
  async () => (await import('./negotiation/changes-tab')).ChangesTab,
  <Spinner className="m-4" aria-label="Loading changes" />,
);

const CommentsTab = lazyComponent(
  async () => (await import('./negotiation/comments-tab')).CommentsTab,
  <Spinner className="m-4" aria-label="Loading comments" />,
);

const SignaturesTab = lazyComponent(
  async () => (await import('../signatures/signatures-tab')).SignaturesTab,
  <Spinner className="m-4" aria-label="Loading signatures" />,
);

// Five tabs in 320 px: the spec's two keep their words, a little smaller; the others are icons.
const TEXT_TAB = 'px-1.5 text-[0.8125rem]';
const ICON_TAB = 'grow-0 basis-7 px-0';

/** The panel's tabs; the screen keeps the choice so that closing the panel does not forget it. */
export type PanelTab =
  | 'merge-fields'
  | 'document-info'
  | 'history'
  | 'changes'
  | 'comments'
  | 'signatures'
  | 'ai';

interface DocumentPanelProps {
  document: DocumentRecord;
  readOnly: boolean;
  /** The user may write documents (a template's library fields). */
  canWrite: boolean;
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  /** The Merge Fields tab's refresh: saves what is pending and loads the fields again. */
  onRefreshFields: () => void;
  /** Opens Manage Field Values, where the lists' rows are filled. */
  onManageFields?: () => void;
  /** The editor holds changes not saved yet (a restore would replace them). */
  unsaved: boolean;
  /** After a version is restored: the editor starts over with the document's new content. */
  onRestored: () => Promise<void>;
  /** Opens Send for Signature. */
  onSend: () => void;
  /** The page's editor, for the AI tab (its clauses, a finding's text); null until it exists. */
  editor: Editor | null;
  /** The document can be changed now: the AI tab's suggestions can be applied. */
  editable: boolean;
  /** Called before the AI tab shows something in the document (on phones the drawer closes). */
  onShowInDocument: () => void;
}

const PANEL_TABS: readonly string[] = [
  'merge-fields',
  'document-info',
  'history',
  'changes',
  'comments',
  'signatures',
  'ai',
];
const isPanelTab = (value: string): value is PanelTab => PANEL_TABS.includes(value);

/** The right panel's content: Merge Fields, Document Info, History, (for documents) Signatures, and the AI assistant. */
export function DocumentPanel({
  document,
  readOnly,
  canWrite,
  tab,
  onTabChange,
  onRefreshFields,
  onManageFields,
  unsaved,
  onRestored,
  onSend,
  editor,
  editable,
  onShowInDocument,
}: DocumentPanelProps) {
  // A template is never sent: it has no Signatures tab.
  const signatures = !document.is_template;
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        if (isPanelTab(value)) onTabChange(value);
      }}
      className="min-h-0 flex-1 gap-0"
    >
      <div className="shrink-0 border-b px-3 py-3">
        <TabsList className="w-full">
          <TabsTrigger value="merge-fields" className={TEXT_TAB}>
            Merge Fields
          </TabsTrigger>
          <TabsTrigger value="document-info" className={TEXT_TAB}>
            Document Info
          </TabsTrigger>
          {/* The spec's two tabs keep their words; the added ones are icons, so that all fit in 320 px. */}
          <TabsTrigger value="history" aria-label="History" title="History" className={ICON_TAB}>
            <HistoryIcon aria-hidden="true" />
          </TabsTrigger>
          <TabsTrigger value="changes" aria-label="Changes" title="Changes" className={ICON_TAB}>
            <FilePenLineIcon aria-hidden="true" />
          </TabsTrigger>
          <TabsTrigger value="comments" aria-label="Comments" title="Comments" className={ICON_TAB}>
            <MessageSquareIcon aria-hidden="true" />
          </TabsTrigger>
          {signatures && (
            <TabsTrigger value="signatures" aria-label="Signatures" title="Signatures" className={ICON_TAB}>
              <SignatureIcon aria-hidden="true" />
            </TabsTrigger>
          )}
          <TabsTrigger value="ai" aria-label="AI assistant" title="AI assistant" className={ICON_TAB}>
            <SparklesIcon aria-hidden="true" />
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="merge-fields" className="min-h-0 overflow-y-auto">
        <MergeFieldsTab readOnly={readOnly} onRefresh={onRefreshFields} onManageFields={onManageFields} />
      </TabsContent>
      <TabsContent value="document-info" className="min-h-0 overflow-y-auto">
        <DocumentInfoTab document={document} readOnly={readOnly} canEditLibrary={canWrite} />
      </TabsContent>
      <TabsContent value="history" className="min-h-0 overflow-y-auto">
        <HistoryTab
          key={document.current_version}
          documentId={document.id}
          currentVersion={document.current_version}
          readOnly={readOnly}
          unsaved={unsaved}
          onRestored={onRestored}
        />
      </TabsContent>
      <TabsContent value="changes" className="min-h-0 overflow-y-auto">
        <ChangesTab
          documentId={document.id}
          editor={editor}
          editable={editable}
          onShowInDocument={onShowInDocument}
        />
      </TabsContent>
      <TabsContent value="comments" className="min-h-0 overflow-y-auto">
        <CommentsTab
          documentId={document.id}
          editor={editor}
          editable={editable}
          onShowInDocument={onShowInDocument}
        />
      </TabsContent>
      {signatures && (
        <TabsContent value="signatures" className="min-h-0 overflow-y-auto">
          <SignaturesTab
            documentId={document.id}
            documentName={document.name}
            canSend={canWrite}
            onSend={onSend}
          />
        </TabsContent>
      )}
      <TabsContent value="ai" className="min-h-0 overflow-y-auto">
        <AiTab
          documentId={document.id}
          editor={editor}
          canApply={editable}
          onShowInDocument={onShowInDocument}
        />
      </TabsContent>
    </Tabs>
  );
}
