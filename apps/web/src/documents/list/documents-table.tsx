import type { DocumentSummary } from '@/api/documents';
import { cn } from '@/lib/utils';
import { DocumentRow } from './document-row';

const headCell = 'px-4 py-2.5 text-left font-medium text-muted-foreground text-xs uppercase tracking-wide';

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
    <table
      className={cn('w-full text-sm transition-opacity max-sm:block', refreshing && 'opacity-60')}
      aria-busy={refreshing || undefined}
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b max-sm:hidden">
        <tr>
          <th scope="col" className={cn(headCell, 'pl-6')}>
            Name
          </th>
          <th scope="col" className={headCell}>
            Linked entities
          </th>
          <th scope="col" className={headCell}>
            Last updated
          </th>
          <th scope="col" className={cn(headCell, 'pr-4')}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y max-sm:block">
        {documents.map((document) => (
          <DocumentRow key={document.id} document={document} onDelete={onDelete} />
        ))}
      </tbody>
    </table>
  );
}
