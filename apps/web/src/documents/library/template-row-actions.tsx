import { CopyPlusIcon, FileDownIcon, FilesIcon } from 'lucide-react';
import type { Template } from '@/api/templates';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '../list/document-row-actions';
import { downloadTemplate } from './download-template';
export interface TemplateActions {
  /** Null for those who may not create documents: the item is then not offered. */
  onUse: ((template: Template) => void) | null;
  /** Generate for many (bulk generation); null, like onUse, for those who may not create documents. */
  onGenerateMany: ((template: Template) => void) | null;
  /** Null for those who may not delete. */
  onDelete: ((template: Template) => void) | null;
}

/** A template row's menu: Open, Use Template, Generate for many, Download Word file, and Delete for writers. */
export function TemplateRowActions({
  template,
  onUse,
  onGenerateMany,
  onDelete,
}: TemplateActions & { template: Template }) {
  return (
    <RowActionsMenu
      id={template.id}
      name={template.name}
      onDelete={onDelete && (() => onDelete(template))}
      className="w-52"
    >
      {onUse && (
        <DropdownMenuItem onSelect={() => onUse(template)}>
          <CopyPlusIcon aria-hidden="true" />
          Use Template
        </DropdownMenuItem>
      )}
      {onGenerateMany && (
        <DropdownMenuItem onSelect={() => onGenerateMany(template)}>
          <FilesIcon aria-hidden="true" />
          Generate for many
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={() => void downloadTemplate(template.id)}>
        <FileDownIcon aria-hidden="true" />
        Download Word file
      </DropdownMenuItem>
    </RowActionsMenu>
  );
}
