import type { Editor } from '@tiptap/core';
import { CheckIcon, CircleAlertIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { shortcutLabel } from '@/editor/shortcut-label';
import type { RewriteSession } from './rewrite-store';
import { streamedRewriteText } from './streamed-text';
import { SuggestionDiff } from './suggestion-diff';
import { isUnchanged, rewriteDiff } from './word-diff';

// The steps of a rewrite after the menu: writing (the text streaming in), the suggestion under
// review (Accept with Ctrl/Cmd+Enter, Reject with Escape), a failure, or the text having changed.

function sourceName(session: RewriteSession): string | null {
  if (session.source === 'builtin') return 'Built-in rules';
  if (session.source === 'provider') return session.model ?? 'AI provider';
  return null;
}

function Header({ session, busy }: { session: RewriteSession; busy?: boolean }) {
  const source = sourceName(session);
  return (
    <div className="flex items-center justify-between gap-3 border-b px-3.5 py-2.5">
      <h2 id="ai-rewrite-title" className="flex min-w-0 items-center gap-2 font-semibold text-sm">
        {busy && <Spinner className="size-3.5 text-primary" aria-hidden="true" />}
        <span className="truncate">{session.title}</span>
      </h2>
      {source && (
        <span className="shrink-0 truncate rounded border bg-muted/60 px-1.5 py-0.5 text-[0.6875rem] text-muted-foreground">
          {source}
        </span>
      )}
    </div>
  );
}

interface StepProps {
  session: RewriteSession;
  editor: Editor;
  onAccept: () => void;
  onClose: () => void;
  onRetry: () => void;
}

function Writing({ session, onClose }: StepProps) {
  const text = streamedRewriteText(session.streamed);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <>
      <Header session={session} busy />
      <div className="grid gap-3 p-3.5">
        <p className="text-muted-foreground text-sm" role="status">
          Writing a suggestion…
        </p>
        {text !== '' && (
          <p className="max-h-40 overflow-y-auto whitespace-pre-wrap rounded-md bg-muted/60 px-3 py-2 font-serif text-muted-foreground text-sm leading-relaxed">
            {text}
          </p>
        )}
        <div className="flex justify-end">
          <Button ref={cancel} variant="outline" size="sm" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="ml-1 rounded border border-current/25 px-1 font-sans text-[0.6875rem] opacity-75">
      {children}
    </kbd>
  );
}

function Review({ session, editor, onAccept, onClose }: StepProps) {
  const runs = useMemo(
    () => rewriteDiff(editor.schema, session.originalHtml, session.suggestionHtml ?? ''),
    [editor, session.originalHtml, session.suggestionHtml],
  );
  const unchanged = isUnchanged(runs);
  const accept = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => (unchanged ? close : accept).current?.focus(), [unchanged]);

  return (
    <>
      <Header session={session} />
      <div className="grid gap-3 p-3.5">
        {unchanged ? (
          <p className="flex items-start gap-2 text-sm" role="status">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            No changes to suggest: the text reads as it should.
          </p>
        ) : (
          <>
            <SuggestionDiff id="ai-suggestion-diff" editor={editor} runs={runs} />
            <p className="text-muted-foreground text-xs">
              <span className="text-destructive line-through">Struck through</span> is removed,{' '}
              <span className="text-success underline">underlined</span> is added. Nothing changes until you
              accept.
            </p>
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {unchanged ? (
            <Button ref={close} size="sm" variant="outline" onClick={onClose}>
              Close
            </Button>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={onClose} aria-keyshortcuts="Escape">
                <XIcon aria-hidden="true" />
                Reject
                <Kbd>Esc</Kbd>
              </Button>
              <Button
                ref={accept}
                size="sm"
                onClick={onAccept}
                aria-describedby="ai-suggestion-diff"
                aria-keyshortcuts="Control+Enter Meta+Enter"
              >
                <CheckIcon aria-hidden="true" />
                Accept
                <Kbd>{shortcutLabel('Mod-Enter')}</Kbd>
              </Button>
            </>
          )}
        </div>
      </div>
    </>
  );
}

function Problem({ session, onClose, onRetry }: StepProps) {
  const stale = session.phase === 'stale';
  const main = useRef<HTMLButtonElement>(null);
  useEffect(() => main.current?.focus(), []);
  return (
    <>
      <Header session={session} />
      <div className="grid gap-3 p-3.5">
        <p role="alert" className="flex items-start gap-2 text-sm">
          <CircleAlertIcon
            className={
              stale
                ? 'mt-0.5 size-4 shrink-0 text-warning-foreground'
                : 'mt-0.5 size-4 shrink-0 text-destructive'
            }
            aria-hidden="true"
          />
          <span>
            {stale
              ? 'The text changed while the suggestion was being written, so it was not applied. Select the text again to ask for a new one.'
              : session.error}
          </span>
        </p>
        <div className="flex justify-end gap-2">
          {!stale && session.command && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          )}
          <Button ref={main} size="sm" variant={stale ? 'default' : 'outline'} onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </>
  );
}

/** The step the session is at, after the menu. */
export function RewriteStep(props: StepProps) {
  const { phase } = props.session;
  if (phase === 'running') return <Writing {...props} />;
  if (phase === 'review') return <Review {...props} />;
  return <Problem {...props} />;
}
