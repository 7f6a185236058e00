import type { DocumentRecord } from '@/api/documents';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DocumentInfoTab } from './document-info-tab';
import { MergeFieldsTab } from './merge-fields-tab';

/** The panel's tabs; the screen keeps the choice so that closing the panel does not forget it. */
export type PanelTab = 'merge-fields' | 'document-info';

interface DocumentPanelProps {
  document: DocumentRecord;
  readOnly: boolean;
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  /** The Merge Fields tab's refresh: saves what is pending and loads the fields again. */
  onRefreshFields: () => void;
}

const isPanelTab = (value: string): value is PanelTab =>
  value === 'merge-fields' || value === 'document-info';

/** The right panel's content: Merge Fields and Document Info. */
export function DocumentPanel({ document, readOnly, tab, onTabChange, onRefreshFields }: DocumentPanelProps) {
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
        </TabsList>
      </div>
      <TabsContent value="merge-fields" className="min-h-0 overflow-y-auto">
        <MergeFieldsTab readOnly={readOnly} onRefresh={onRefreshFields} />
      </TabsContent>
      <TabsContent value="document-info" className="min-h-0 overflow-y-auto">
        <DocumentInfoTab document={document} readOnly={readOnly} />
      </TabsContent>
    </Tabs>
  );
}
