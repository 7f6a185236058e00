import { HistoryIcon, SignatureIcon } from 'lucide-react';
import type { DocumentRecord } from '@/api/documents';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { lazyComponent } from '@/lib/lazy-component';
import { DocumentInfoTab } from './document-info-tab';
import { MergeFieldsTab } from './merge-fields-tab';

// Not on screen at first paint: fetched when the tab is first chosen.
const HistoryTab = lazyComponent(
  async () => (await import('./history/history-tab')).HistoryTab,
  <Spinner className="m-4" aria-label="Loading history" />,
);

const SignaturesTab = lazyComponent(
  async () => (await import('../signatures/signatures-tab')).SignaturesTab,
  <Spinner className="m-4" aria-label="Loading signatures" />,
);

/** The panel's tabs; the screen keeps the choice so that closing the panel does not forget it. */
export type PanelTab = 'merge-fields' | 'document-info' | 'history' | 'signatures';

interface DocumentPanelProps {
  document: DocumentRecord;
  readOnly: boolean;
  /** The user may write documents (a template's library fields). */
  canWrite: boolean;
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  /** The Merge Fields tab's refresh: saves what is pending and loads the fields again. */
  onRefreshFields: () => void;
  /** The editor holds changes not saved yet (a restore would replace them). */
  unsaved: boolean;
  /** After a version is restored: the editor starts over with the document's new content. */
  onRestored: () => Promise<void>;
  /** Opens Send for Signature. */
  onSend: () => void;
}

const isPanelTab = (value: string): value is PanelTab =>
  value === 'merge-fields' || value === 'document-info' || value === 'history' || value === 'signatures';

/** The right panel's content: Merge Fields, Document Info, History and (for documents) Signatures. */
export function DocumentPanel({
  document,
  readOnly,
  canWrite,
  tab,
  onTabChange,
  onRefreshFields,
  unsaved,
  onRestored,
  onSend,
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
          <TabsTrigger value="merge-fields">Merge Fields</TabsTrigger>
          <TabsTrigger value="document-info">Document Info</TabsTrigger>
          {/* The spec's two tabs keep their words; the two added ones are icons, so that all fit in 320 px. */}
          <TabsTrigger value="history" aria-label="History" title="History" className="grow-0">
            <HistoryIcon aria-hidden="true" />
          </TabsTrigger>
          {signatures && (
            <TabsTrigger value="signatures" aria-label="Signatures" title="Signatures" className="grow-0">
              <SignatureIcon aria-hidden="true" />
            </TabsTrigger>
          )}
        </TabsList>
      </div>
      <TabsContent value="merge-fields" className="min-h-0 overflow-y-auto">
        <MergeFieldsTab readOnly={readOnly} onRefresh={onRefreshFields} />
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
    </Tabs>
  );
}
