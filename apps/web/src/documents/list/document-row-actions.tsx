import { EllipsisIcon, FileTextIcon, Trash2Icon } from 'lucide-react';
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

/** A row's menu: Open, and Delete for those who may write. */
export function DocumentRowActions({ document, onDelete }: DocumentRowActionsProps) {
  const navigate = useNavigate();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground data-[state=open]:bg-accent data-[state=open]:text-foreground"
          aria-label={`Actions for ${document.name}`}
          data-document-actions={document.id}
        >
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuItem onSelect={() => void navigate(editorPath(document.id))}>
          <FileTextIcon aria-hidden="true" />
          Open
        </DropdownMenuItem>
        {onDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(document)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
