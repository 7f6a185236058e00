import { EllipsisIcon, FileTextIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { DocumentSummary } from '@/api/documents';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { editorPath } from './editor-path';

interface DocumentRowActionsProps {
  document: DocumentSummary;
  /** Null for those who may not delete: the item is then not offered at all. */
  onDelete: ((document: DocumentSummary) => void) | null;
}

/** The menu button of a document's row, if that row is on screen (to give focus back to it). */
export function rowActionsButton(id: string): HTMLElement | undefined {
  return Array.from(window.document.querySelectorAll<HTMLElement>('[data-document-actions]')).find(
    (button) => button.dataset.documentActions === id,
  );
}

interface RowActionsMenuProps {
  /** The row's document (or template) id and name. */
  id: string;
  name: string;
  /** Null for those who may not delete: the item is then not offered at all. */
  onDelete: (() => void) | null;
  /** Items between Open and Delete (the template library's). */
  children?: ReactNode;
  className?: string;
}

/** A row's menu button and menu: Open, the caller's items, then Delete for those who may write. */
export function RowActionsMenu({ id, name, onDelete, children, className = 'w-44' }: RowActionsMenuProps) {
  const navigate = useNavigate();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground data-[state=open]:bg-accent data-[state=open]:text-foreground"
          aria-label={`Actions for ${name}`}
          // The delete dialog gives focus back to the button that opened it.
          data-document-actions={id}
        >
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={className}>
        <DropdownMenuItem onSelect={() => void navigate(editorPath(id))}>
          <FileTextIcon aria-hidden="true" />
          Open
        </DropdownMenuItem>
        {children}
        {onDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A document row's menu: Open, and Delete for those who may write. */
export function DocumentRowActions({ document, onDelete }: DocumentRowActionsProps) {
  return (
    <RowActionsMenu id={document.id} name={document.name} onDelete={onDelete && (() => onDelete(document))} />
  );
}
