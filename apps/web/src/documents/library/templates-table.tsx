import { LayoutTemplateIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Template } from '@/api/templates';
import { ListTable, listRowClasses, UpdatedAt } from '@/components/list-table';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { editorPath } from '../list/editor-path';
import { categoryLabel } from './facets';
import { type TemplateActions, TemplateRowActions } from './template-row-actions';

// On a phone the tags need a little more room between the card's lines than the other lists.
const rowClasses = cn(listRowClasses, 'group relative max-sm:gap-y-1.5');
const detailCell = 'px-4 py-3 max-sm:col-start-1 max-sm:p-0 max-sm:pl-12';
const MAX_TAGS_SHOWN = 3;

interface TemplatesTableProps extends TemplateActions {
  templates: Template[];
  caption: string;
  refreshing: boolean;
}

/** The library's templates: a table on wide screens, a list of cards on a phone. */
export function TemplatesTable({
  templates,
  caption,
  refreshing,
  onUse,
  onGenerateMany,
  onDelete,
}: TemplatesTableProps) {
  return (
    <ListTable
      caption={caption}
      nameLabel="Template"
      columns={[
        { label: 'Category', className: 'w-44' },
        { label: 'Jurisdiction', className: 'w-36' },
        { label: 'Last updated', className: 'max-lg:hidden' },
      ]}
      withActions
      refreshing={refreshing}
    >
      {templates.map((template) => (
        <TemplateRow
          key={template.id}
          template={template}
          onUse={onUse}
          onGenerateMany={onGenerateMany}
          onDelete={onDelete}
        />
      ))}
    </ListTable>
  );
}

function TemplateRow({
  template,
  onUse,
  onGenerateMany,
  onDelete,
}: TemplateActions & { template: Template }) {
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
        <UpdatedAt at={template.updated_at} />
      </td>
      <td className="relative z-10 py-3 pr-4 pl-2 text-right max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
        <TemplateRowActions
          template={template}
          onUse={onUse}
          onGenerateMany={onGenerateMany}
          onDelete={onDelete}
        />
      </td>
    </tr>
  );
}
