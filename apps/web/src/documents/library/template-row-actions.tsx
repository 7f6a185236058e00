import { CopyPlusIcon, EllipsisIcon, FileDownIcon, FileTextIcon, Trash2Icon } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Template } from '@/api/templates';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { editorPath } from '../list/editor-path';
import { downloadTemplate } from './download-template';

export interface TemplateActions {
  /** Null for those who may not create documents: the item is then not offered. */
  onUse: ((template: Template) => void) | null;
  /** Null for those who may not delete. */
  onDelete: ((template: Template) => void) | null;
}

/** A template row's menu: Open, Use Template, Download Word file, and Delete for those who may write. */
export function TemplateRowActions({ template, onUse, onDelete }: TemplateActions & { template: Template }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground data-[state=open]:bg-accent data-[state=open]:text-foreground"
          aria-label={`Actions for ${template.name}`}
          // The delete dialog gives focus back to the button that opened it.
          data-document-actions={template.id}
        >
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuItem onSelect={() => void navigate(editorPath(template.id))}>
          <FileTextIcon aria-hidden="true" />
          Open
        </DropdownMenuItem>
        {onUse && (
          <DropdownMenuItem onSelect={() => onUse(template)}>
            <CopyPlusIcon aria-hidden="true" />
            Use Template
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void downloadTemplate(template.id)}>
          <FileDownIcon aria-hidden="true" />
          Download Word file
        </DropdownMenuItem>
        {onDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(template)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
