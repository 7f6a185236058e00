import { type Editor, posToDOMRect } from '@tiptap/core';
import { type KeyboardEvent, useRef } from 'react';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover-parts';
import { CommandMenu } from './command-menu';
import { type RewriteSession, useRewriteStore } from './rewrite-store';
import { RewriteStep } from './suggestion-review';
import { TranslatePicker } from './translate-picker';

// The rewrite's popover, anchored to the text it is about: the command menu, the language choice,
// then the suggestion. Modal: focus stays inside until it closes, then returns to the document
// (with the selection as it was, or the accepted text selected) or to where the user came from.

interface RewritePopoverProps {
  editor: Editor;
}

export function RewritePopover({ editor }: RewritePopoverProps) {
  const session = useRewriteStore((state) => state.session);
  const { close, accept, run, chooseLanguage, backToMenu } = useRewriteStore.getState();
  // The last session, for the closing animation and for where focus returns once it has ended.
  const last = useRef<RewriteSession | null>(null);
  if (session && session.editor === editor) last.current = session;
  const shown = session !== null && session.editor === editor;
  const view = shown ? session : last.current;

  const anchor = useRef({
    getBoundingClientRect: () => {
      const current = last.current;
      if (!current || editor.isDestroyed) return new DOMRect();
      const { from, to } = current.range.current();
      const size = editor.state.doc.content.size;
      return posToDOMRect(editor.view, Math.min(from, size), Math.min(to, size));
    },
    // Floating UI follows the scrolling of the page's canvas through this element.
    contextElement: editor.view.dom,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && session?.phase === 'review') {
      event.preventDefault();
      accept();
    }
  };

  const retry = () => {
    if (session?.command) void run(session.command, session.targetLanguage ?? undefined);
  };

  return (
    <Popover open={shown} onOpenChange={(open) => !open && close()} modal>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        side="bottom"
        align="start"
        sideOffset={8}
        collisionPadding={8}
        aria-labelledby={view?.phase === 'menu' ? 'ai-command-menu-title' : 'ai-rewrite-title'}
        className={
          view?.phase === 'menu' || view?.phase === 'translate'
            ? 'w-72 max-w-[calc(100vw-1rem)] p-0'
            : 'w-[min(25rem,calc(100vw-1rem))] p-0'
        }
        onKeyDown={onKeyDown}
        // Each step focuses its own first control.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const back = last.current?.returnFocus;
          if (back?.isConnected) back.focus();
          else if (!editor.isDestroyed) editor.commands.focus(undefined, { scrollIntoView: false });
        }}
      >
        {view?.phase === 'menu' && (
          <CommandMenu onRun={(command) => void run(command)} onTranslate={chooseLanguage} />
        )}
        {view?.phase === 'translate' && (
          <TranslatePicker onTranslate={(language) => void run('translate', language)} onBack={backToMenu} />
        )}
        {view && view.phase !== 'menu' && view.phase !== 'translate' && (
          <RewriteStep session={view} editor={editor} onAccept={accept} onClose={close} onRetry={retry} />
        )}
      </PopoverContent>
    </Popover>
  );
}
