import type { DocumentSummary } from '@/api/documents';
import { ListTable } from '@/components/list-table';
import { DocumentRow } from './document-row';

interface DocumentsTableProps {
  documents: DocumentSummary[];
  /** What the caption tells screen readers about this page of the list. */
  caption: string;
  /** True while a newer answer is on its way: the rows stay, dimmed. */
  refreshing: boolean;
  onDelete: ((document: DocumentSummary) => void) | null;
}

/** The page of documents: a table on wide screens, a list of cards on a phone. */
export function DocumentsTable({ documents, caption, refreshing, onDelete }: DocumentsTableProps) {
  return (
    <ListTable
      caption={caption}
      nameLabel="Name"
      columns={[{ label: 'Linked entities' }, { label: 'Last updated' }]}
      withActions
      refreshing={refreshing}
    >
      {documents.map((document) => (
        <DocumentRow key={document.id} document={document} onDelete={onDelete} />
      ))}
    </ListTable>
  );
}
