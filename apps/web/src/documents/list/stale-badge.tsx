import { RefreshCwIcon } from 'lucide-react';
import type { DocumentSummary } from '@/api/documents';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { staleValuesSummary } from '@/merge-fields/provenance-label';

/** How many of the document's values the firm's records have changed since they were filled. */
export function staleValuesCount(document: DocumentSummary): number {
  // Read loosely: older servers' list items do not carry the count.
  return (document as DocumentSummary & { stale_values_count?: number }).stale_values_count ?? 0;
}

/** "Out of date" beside a document's name while some of its values changed in the firm's records. */
export function StaleBadge({ document }: { document: DocumentSummary }) {
  const count = staleValuesCount(document);
  if (count === 0) return null;
  const summary = staleValuesSummary(count);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* Above the row's link, so the tip opens on hover; screen readers hear the count with it. */}
        {/* Outlined, with an icon: the Draft badge beside it is amber too. */}
        <Badge
          variant="outline"
          className="relative z-10 border-amber-300 bg-background text-amber-800 dark:border-amber-800 dark:text-amber-300"
        >
          <RefreshCwIcon aria-hidden="true" />
          Out of date<span className="sr-only">: {summary}</span>
        </Badge>
      </TooltipTrigger>
      <TooltipContent side="top">{summary}</TooltipContent>
    </Tooltip>
  );
}
