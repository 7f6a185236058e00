import { CircleAlertIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { BulkJob } from '@/api/bulk';

const editorPath = (id: string) => `/documents/${encodeURIComponent(id)}/edit`;

// Up to 1,000 rows each: a list that scrolls inside its card keeps the page's height reasonable.
const scrollingList = 'max-h-96 divide-y overflow-y-auto';

/** The rows that failed, each with its row number (the CSV's header is row 1) and why. */
export function BulkJobErrors({ errors }: { errors: BulkJob['errors'] }) {
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby="bulk-job-errors" className="rounded-xl border bg-card shadow-xs">
      <h2 id="bulk-job-errors" className="flex items-center gap-2 border-b px-4 py-3 font-semibold text-sm">
        <CircleAlertIcon className="size-4 text-destructive" aria-hidden="true" />
        Rows that failed ({errors.length.toLocaleString('en-US')})
      </h2>
      <ul className={scrollingList} aria-labelledby="bulk-job-errors">
        {errors.map((error) => (
          <li key={`${error.row}:${error.message}`} className="break-words px-4 py-2 text-sm">
            Row {error.row}: {error.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The documents made so far, each a link to its editor. */
export function BulkJobDocuments({ documents }: { documents: BulkJob['documents'] }) {
  return (
    <section aria-labelledby="bulk-job-documents" className="rounded-xl border bg-card shadow-xs">
      <h2 id="bulk-job-documents" className="border-b px-4 py-3 font-semibold text-sm">
        Documents ({documents.length.toLocaleString('en-US')})
      </h2>
      {documents.length === 0 ? (
        <p className="px-4 py-6 text-center text-muted-foreground text-sm">No documents made yet.</p>
      ) : (
        <ul className={scrollingList} aria-labelledby="bulk-job-documents">
          {documents.map((document) => (
            <li key={document.id} className="flex min-w-0 items-center gap-3 px-4 py-2 text-sm">
              <FileTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <Link
                to={editorPath(document.id)}
                className="min-w-0 flex-1 truncate font-medium text-foreground underline-offset-4 hover:underline"
              >
                {document.name}
              </Link>
              <span className="shrink-0 text-muted-foreground text-xs tabular-nums">Row {document.row}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
