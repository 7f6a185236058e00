import type { Editor } from '@tiptap/core';
import { CheckCheckIcon, CheckIcon, ChevronDownIcon, ChevronUpIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { authorColour } from '@/editor/suggesting/author-colours';
import type { ChangeItem } from '@/editor/suggesting/change-items';
import { settleInEditor, showInEditor } from '@/editor/suggesting/settle-in-editor';
import { installSuggesting } from '@/editor/suggesting/suggesting-plugin';
import { useChangeItems } from '@/editor/suggesting/use-change-items';
import { formatRelativeTime } from '@/lib/relative-time';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/** What the panel gives the Changes tab. */
export interface ChangesTabProps {
  documentId: string;
  /** The page's editor; null until it exists. */
  editor: Editor | null;
  /** The document can be changed now. */
  editable: boolean;
  /** Called before the tab shows something in the document (on phones the drawer closes). */
  onShowInDocument: () => void;
}

const CLIP = 200;
const clip = (text: string) => (text.length > CLIP ? `${text.slice(0, CLIP)}…` : text);

function kindOf(item: ChangeItem): string {
  if (item.deleted !== null && item.inserted !== null) return 'Replaced';
  return item.deleted !== null ? 'Deleted' : 'Inserted';
}

/** The Changes tab (issue 31): the pending suggestions, to go through, accept or reject. */
export function ChangesTab({ editor, editable, onShowInDocument }: ChangesTabProps) {
  const { items, refresh } = useChangeItems(editor);
  const [currentId, setCurrentId] = useState<string | null>(null);
  // The outline of the change shown, and the authors' colours in the text, need suggesting's plugins.
  useEffect(() => {
    if (editor && !editor.isDestroyed) installSuggesting(editor);
  }, [editor]);

  if (!editor) return null;
  const show = (id: string) => {
    onShowInDocument();
    if (showInEditor(editor, id)) setCurrentId(id);
  };
  const step = (by: 1 | -1) => {
    const index = items.findIndex((item) => item.id === currentId);
    const next =
      index === -1 ? (by === 1 ? 0 : items.length - 1) : (index + by + items.length) % items.length;
    const target = items[next];
    if (target) show(target.id);
  };
  const settle = (action: 'accept' | 'reject', id?: string) => {
    if (!settleInEditor(editor, action, id)) return;
    refresh();
    if (id === undefined) {
      toast.success(action === 'accept' ? 'All suggestions accepted' : 'All suggestions rejected', {
        action: { label: 'Undo', onClick: () => editor.commands.undo() },
      });
    }
  };

  if (items.length === 0) {
    return (
      <p className="p-4 text-muted-foreground text-sm">
        {editable ? 'No suggestions. Switch to Suggesting to propose changes.' : 'No suggestions.'}
      </p>
    );
  }
  return (
    <section aria-label="Suggestions" className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-1.5">
        <p className="mr-auto font-medium text-sm" aria-live="polite">
          {items.length === 1 ? '1 suggestion' : `${items.length} suggestions`}
        </p>
        <Button variant="ghost" size="icon" aria-label="Previous change" onClick={() => step(-1)}>
          <ChevronUpIcon aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Next change" onClick={() => step(1)}>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </div>
      {editable && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" className="grow basis-0" onClick={() => settle('accept')}>
            <CheckCheckIcon aria-hidden="true" />
            Accept all
          </Button>
          <Button variant="outline" size="sm" className="grow basis-0" onClick={() => settle('reject')}>
            <XIcon aria-hidden="true" />
            Reject all
          </Button>
        </div>
      )}
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <ChangeEntry
            key={item.id}
            item={item}
            current={item.id === currentId}
            editable={editable}
            onShow={() => show(item.id)}
            onSettle={(action) => settle(action, item.id)}
          />
        ))}
      </ul>
    </section>
  );
}

interface ChangeEntryProps {
  item: ChangeItem;
  current: boolean;
  editable: boolean;
  onShow: () => void;
  onSettle: (action: 'accept' | 'reject') => void;
}

function ChangeEntry({ item, current, editable, onShow, onSettle }: ChangeEntryProps) {
  const kind = kindOf(item);
  const who = item.author.name;
  return (
    <li
      data-current={current || undefined}
      aria-current={current || undefined}
      className={cn('rounded-md border bg-card p-2.5 text-sm', current && 'border-ring ring-2 ring-ring/30')}
    >
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-2.5 shrink-0 rounded-full"
          style={{ background: authorColour(item.author) }}
        />
        <span className="min-w-0 truncate font-medium">{who}</span>
        {item.at && (
          <time dateTime={item.at} className="shrink-0 text-muted-foreground text-xs">
            {formatRelativeTime(item.at)}
          </time>
        )}
        <span className="ml-auto shrink-0 text-muted-foreground text-xs">{kind}</span>
      </div>
      <button
        type="button"
        onClick={onShow}
        aria-label={`Show ${kind.toLowerCase()} text by ${who} in the document`}
        className="mt-1.5 line-clamp-3 w-full rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {item.deleted !== null && <del className="text-muted-foreground">{clip(item.deleted)}</del>}
        {item.deleted !== null && item.inserted !== null && ' → '}
        {item.inserted !== null && <ins className="no-underline">{clip(item.inserted)}</ins>}
      </button>
      {editable && (
        <div className="mt-2 flex justify-end gap-1.5">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Reject change by ${who}`}
            onClick={() => onSettle('reject')}
          >
            <XIcon aria-hidden="true" />
            Reject
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Accept change by ${who}`}
            onClick={() => onSettle('accept')}
          >
            <CheckIcon aria-hidden="true" />
            Accept
          </Button>
        </div>
      )}
    </li>
  );
}
