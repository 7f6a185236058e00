import { LayoutTemplateIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Template } from '@/api/templates';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { editorPath } from '../list/editor-path';
import { formatRelativeTime } from '../list/relative-time';
import { categoryLabel } from './facets';
import { type TemplateActions, TemplateRowActions } from './template-row-actions';

const headCell = 'px-4 py-2.5 text-left font-medium text-muted-foreground text-xs uppercase tracking-wide';
// Below 640px a row becomes a card, as the documents' rows do: name and menu on top, details under.
const rowClasses =
  'group relative transition-colors hover:bg-muted/40 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:px-4 max-sm:py-3.5';
const detailCell = 'px-4 py-3 max-sm:col-start-1 max-sm:p-0 max-sm:pl-12';
const MAX_TAGS_SHOWN = 3;

interface TemplatesTableProps extends TemplateActions {
  templates: Template[];
  caption: string;
  refreshing: boolean;
}

/** The library's templates: a table on wide screens, a list of cards on a phone. */
export function TemplatesTable({ templates, caption, refreshing, onUse, onDelete }: TemplatesTableProps) {
  return (
    <table
      className={cn('w-full text-sm transition-opacity max-sm:block', refreshing && 'opacity-60')}
      aria-busy={refreshing || undefined}
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b max-sm:hidden">
        <tr>
          <th scope="col" className={cn(headCell, 'pl-6')}>
            Template
          </th>
          <th scope="col" className={cn(headCell, 'w-44')}>
            Category
          </th>
          <th scope="col" className={cn(headCell, 'w-36')}>
            Jurisdiction
          </th>
          <th scope="col" className={cn(headCell, 'max-lg:hidden')}>
            Last updated
          </th>
          <th scope="col" className={cn(headCell, 'pr-4')}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y max-sm:block">
        {templates.map((template) => (
          <TemplateRow key={template.id} template={template} onUse={onUse} onDelete={onDelete} />
        ))}
      </tbody>
    </table>
  );
}

function TemplateRow({ template, onUse, onDelete }: TemplateActions & { template: Template }) {
  const shownTags = template.tags.slice(0, MAX_TAGS_SHOWN);
  const moreTags = template.tags.length - shownTags.length;
  return (
    <tr className={rowClasses}>
      <td className="min-w-0 py-3 pr-4 pl-6 max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0 sm:max-w-0 sm:w-[46%]">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gold/10 text-gold ring-1 ring-gold/20 ring-inset">
            <LayoutTemplateIcon className="size-4.5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1 pt-px">
            {/* The link covers the whole row (its ::after), so a click anywhere on it opens the template. */}
            <Link
              to={editorPath(template.id)}
              className="block min-w-0 break-words rounded-sm font-medium max-sm:line-clamp-2 sm:truncate text-foreground outline-none after:absolute after:inset-0 hover:underline hover:underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {template.name}
            </Link>
            {template.description && (
              <p className="truncate text-muted-foreground text-xs" title={template.description}>
                {template.description}
              </p>
            )}
            {shownTags.length > 0 && (
              <ul className="mt-1.5 flex flex-wrap gap-1" aria-label="Tags">
                {shownTags.map((tag) => (
                  <li
                    key={tag}
                    className="max-w-40 truncate rounded-full bg-muted px-2 py-px text-[11px] text-muted-foreground"
                  >
                    {tag}
                  </li>
                ))}
                {moreTags > 0 && (
                  <li className="px-1 py-px text-[11px] text-muted-foreground">+{moreTags} more</li>
                )}
              </ul>
            )}
          </div>
        </div>
      </td>
      <td className={cn(detailCell, 'max-sm:row-start-2')}>
        <Badge variant="secondary" className="max-w-full truncate">
          {categoryLabel(template.category)}
        </Badge>
        {template.jurisdiction_code !== '' && (
          <span className="ml-2 font-mono text-muted-foreground text-xs sm:hidden">
            <span className="sr-only">Jurisdiction: </span>
            {template.jurisdiction_code}
          </span>
        )}
      </td>
      <td className={cn(detailCell, 'text-muted-foreground max-sm:hidden')}>
        {template.jurisdiction_code === '' ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">No jurisdiction</span>
          </>
        ) : (
          <span className="font-mono text-xs">{template.jurisdiction_code}</span>
        )}
      </td>
      <td className={cn(detailCell, 'whitespace-nowrap text-muted-foreground max-lg:hidden sm:w-36')}>
        <time dateTime={template.updated_at} title={formatDateTime(template.updated_at)}>
          {formatRelativeTime(template.updated_at)}
        </time>
      </td>
      <td className="relative z-10 py-3 pr-4 pl-2 text-right max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
        <TemplateRowActions template={template} onUse={onUse} onDelete={onDelete} />
      </td>
    </tr>
  );
}
