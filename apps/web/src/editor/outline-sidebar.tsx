import { OUTLINE_SIDEBAR_WIDTH_PX } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { collectHeadings } from './collect-headings';
import { useDocumentHeadings } from './use-document-headings';

interface OutlineSidebarProps {
  editor: Editor;
  onClose: () => void;
}

const INDENT_PX = 12;
// Below Tailwind's md breakpoint the outline floats over the page instead of narrowing it.
const OVERLAY_QUERY = '(max-width: 767px)';

function jumpToHeading(editor: Editor, index: number): void {
  // Positions are read afresh: the list on screen may be up to one refresh behind the document.
  const heading = collectHeadings(editor.state.doc)[index];
  if (!heading) return;
  editor
    .chain()
    .focus(undefined, { scrollIntoView: false })
    .setTextSelection(heading.pos + 1)
    .run();
  const element = editor.view.nodeDOM(heading.pos);
  if (element instanceof HTMLElement && typeof element.scrollIntoView === 'function') {
    element.scrollIntoView({ block: 'start' });
  }
}

/** The outline: the document's headings, indented by level; choosing one moves the cursor and scrolls there. */
export function OutlineSidebar({ editor, onClose }: OutlineSidebarProps) {
  const headings = useDocumentHeadings(editor);

  const choose = (index: number) => {
    jumpToHeading(editor, index);
    if (window.matchMedia?.(OVERLAY_QUERY).matches) onClose();
  };

  return (
    <aside
      aria-label="Document outline"
      style={{ width: OUTLINE_SIDEBAR_WIDTH_PX }}
      className="absolute inset-y-0 left-0 z-20 flex max-w-[85%] shrink-0 flex-col border-r bg-card shadow-lg md:static md:max-w-none md:shadow-none"
    >
      <div className="flex h-10 shrink-0 items-center justify-between border-b pr-1.5 pl-4">
        <h2 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Outline</h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Close outline"
          className="size-7 text-muted-foreground"
          onClick={onClose}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {headings.length === 0 ? (
          <p className="px-2 py-1.5 text-muted-foreground text-sm">No headings yet</p>
        ) : (
          <ul className="grid gap-px">
            {headings.map((heading, index) => (
              <li key={heading.pos}>
                <button
                  type="button"
                  title={heading.text}
                  onClick={() => choose(index)}
                  style={{ paddingLeft: 8 + (heading.level - 1) * INDENT_PX }}
                  className={cn(
                    'block w-full truncate rounded-md py-1.5 pr-2 text-left text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    heading.level === 1 ? 'font-medium text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {heading.text || 'Untitled heading'}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
