import { FileTextIcon, LayoutTemplateIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DocumentSummary } from '@/api/documents';
import { listRowClasses, TruncatedText, UpdatedAt } from '@/components/list-table';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { DocStatusBadge } from '../signatures/signature-labels';
import { DocumentRowActions } from './document-row-actions';
import { editorPath } from './editor-path';
import { IntakeBadge } from './intake-badge';
import { isTemporary } from './list-items';
import { StaleBadge } from './stale-badge';

// The row's link covers it (group relative), so a click anywhere on it opens the document.
const rowClasses = cn(listRowClasses, 'group relative max-sm:gap-y-1');
// Details line up under the name on a phone: the icon's width plus the gap.
const detailCell = 'px-4 py-3 text-muted-foreground max-sm:col-start-1 max-sm:p-0 max-sm:pl-12';

interface DocumentRowProps {
  document: DocumentSummary;
  onDelete: ((document: DocumentSummary) => void) | null;
}

function KindIcon({ isTemplate }: { isTemplate: boolean }) {
  const Icon = isTemplate ? LayoutTemplateIcon : FileTextIcon;
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset',
        isTemplate ? 'bg-gold/10 text-gold ring-gold/20' : 'bg-primary/6 text-primary ring-primary/10',
      )}
    >
      <Icon className="size-4.5" aria-hidden="true" />
    </span>
  );
}

/** One document: name and badges, linked entities, last change, and its menu. */
export function DocumentRow({ document, onDelete }: DocumentRowProps) {
  const pending = isTemporary(document);
  const entityNames = document.entities.map((entity) => entity.name).join(', ');

  return (
    <tr className={rowClasses} aria-busy={pending || undefined}>
      <td className="min-w-0 py-3 pr-4 pl-6 max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0">
        <div className="flex min-w-0 items-center gap-3">
          <KindIcon isTemplate={document.is_template} />
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            {pending ? (
              <span className="min-w-0 break-words font-medium text-muted-foreground max-sm:line-clamp-2 sm:truncate">
                {document.name}
              </span>
            ) : (
              // The link covers the whole row (its ::after), so a click anywhere on it opens the document.
              <Link
                to={editorPath(document.id)}
                className="min-w-0 break-words rounded-sm font-medium text-foreground outline-none after:absolute max-sm:line-clamp-2 sm:truncate after:inset-0 hover:underline hover:underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {document.name}
              </Link>
            )}
            {document.is_template && <Badge variant="secondary">Template</Badge>}
            {document.is_draft && <Badge variant="warning">Draft</Badge>}
            {!document.is_template && <DocStatusBadge status={document.doc_status} />}
            <StaleBadge document={document} />
            {!document.is_template && <IntakeBadge document={document} />}
          </div>
        </div>
      </td>
      <td className={cn(detailCell, 'min-w-0 sm:w-[30%] sm:max-w-0', entityNames === '' && 'max-sm:hidden')}>
        <TruncatedText text={entityNames} emptyLabel="No linked entities" />
      </td>
      <td className={cn(detailCell, 'whitespace-nowrap text-sm sm:w-40')}>
        {pending ? (
          <span className="inline-flex items-center gap-1.5">
            <Spinner className="size-3.5" aria-hidden="true" />
            Creating…
          </span>
        ) : (
          <UpdatedAt at={document.updated_at} />
        )}
      </td>
      <td className="relative z-10 py-3 pr-4 pl-2 text-right max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
        {!pending && <DocumentRowActions document={document} onDelete={onDelete} />}
      </td>
    </tr>
  );
}
