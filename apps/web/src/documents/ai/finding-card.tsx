import { droppedFields, droppedFieldsMessage } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { CrosshairIcon, WandSparklesIcon } from 'lucide-react';
import { useState } from 'react';
import type { AnalysisFinding, FindingSeverity } from '@/api/ai';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { findingTarget, insertionPoint, locateFinding, revealRange, suggestionHtml } from './finding-actions';
import { QuoteText } from './quote-text';
import { useRewriteStore } from './rewrite-store';

// One finding of an analysis: its severity, what and why, the text it concerns. Clicking it shows
// that text in the document; a suggestion goes through the same review as the selection commands.

const BODY = 'grid w-full gap-1.5 px-3 pt-2.5 pb-3';

const SEVERITY: Record<FindingSeverity, { label: string; variant: 'destructive' | 'warning' | 'secondary' }> =
  {
    high: { label: 'High', variant: 'destructive' },
    medium: { label: 'Medium', variant: 'warning' },
    low: { label: 'Low', variant: 'secondary' },
  };

/** The severity as a badge (spec section 9's variants: destructive, warning, secondary). */
export function SeverityBadge({ severity }: { severity: FindingSeverity }) {
  const { label, variant } = SEVERITY[severity];
  return (
    <Badge variant={variant} className="px-1.5 py-0 text-[0.6875rem] uppercase tracking-wide">
      {label}
    </Badge>
  );
}

interface FindingCardProps {
  finding: AnalysisFinding;
  documentId: string;
  editor: Editor | null;
  /** The document can be changed: suggestions can be applied. */
  canApply: boolean;
  /** Called before the document is shown (the phone's drawer closes). */
  onShowInDocument: () => void;
  /** Its clause's name ("4. Confidentiality"), when it concerns one. */
  clauseName: string | null;
}

export function FindingCard({
  finding,
  documentId,
  editor,
  canApply,
  onShowInDocument,
  clauseName,
}: FindingCardProps) {
  const offer = useRewriteStore((state) => state.offer);
  const [notice, setNotice] = useState<string | null>(null);
  const clause = finding.clause_id;
  // A suggestion that drops a merge field of its quote is never offered: it says which field instead.
  const dropped = finding.suggestion === undefined ? [] : droppedFields(finding.quote, finding.suggestion);

  const show = () => {
    if (!editor) return;
    const place = locateFinding(editor, finding);
    const target = findingTarget(editor, place);
    if (!target) {
      setNotice(
        clause
          ? 'This clause is no longer in the document.'
          : 'The quoted text is no longer in the document.',
      );
      return;
    }
    setNotice(
      finding.quote.trim() !== '' && !place.quote ? 'The quoted text has changed; showing its clause.' : null,
    );
    onShowInDocument();
    revealRange(editor, target);
  };

  const apply = () => {
    if (!editor || finding.suggestion === undefined) return;
    const place = locateFinding(editor, finding);
    const replacing = finding.quote.trim() !== '';
    if (replacing && !place.quote) {
      setNotice('The quoted text is no longer in the document, so the suggestion cannot be placed.');
      return;
    }
    setNotice(null);
    const range = place.quote ?? insertionPoint(editor, place);
    onShowInDocument();
    revealRange(editor, range);
    offer(editor, documentId, range, suggestionHtml(finding.suggestion, !replacing), finding.title);
  };

  // A finding about the document as a whole (a missing clause) has nothing to show in it.
  const locatable = clause !== null || finding.quote.trim() !== '';
  const body = (
    <>
      <span className="flex min-w-0 items-center gap-2">
        <SeverityBadge severity={finding.severity} />
        {clauseName && <span className="min-w-0 truncate text-muted-foreground text-xs">{clauseName}</span>}
        {locatable && (
          <CrosshairIcon className="ml-auto size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
      </span>
      <span className="font-medium text-sm leading-snug">{finding.title}</span>
      <span className="text-muted-foreground text-sm leading-relaxed">{finding.explanation}</span>
      {finding.quote.trim() !== '' && (
        <span className="line-clamp-3 border-primary/20 border-l-2 pl-2 font-serif text-[0.8125rem] text-foreground/80 italic">
          “<QuoteText quote={finding.quote} editor={editor} />”
        </span>
      )}
    </>
  );

  return (
    <li className="overflow-hidden rounded-lg border bg-card shadow-xs">
      {locatable ? (
        <button
          type="button"
          className={`${BODY} text-left outline-none transition-colors hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset disabled:cursor-default`}
          disabled={!editor}
          onClick={show}
          aria-label={`${SEVERITY[finding.severity].label}: ${finding.title}. Show in document`}
        >
          {body}
        </button>
      ) : (
        <div className={BODY}>{body}</div>
      )}
      {finding.suggestion !== undefined && (
        <div className="grid gap-2 border-t bg-muted/30 px-3 py-2.5">
          <p className="line-clamp-3 text-xs">
            <span className="font-medium">Suggested: </span>
            <span className="text-muted-foreground">{finding.suggestion}</span>
          </p>
          {dropped.length > 0 ? (
            <p role="status" className="text-destructive text-xs">
              {droppedFieldsMessage(dropped)}
            </p>
          ) : (
            canApply &&
            editor && (
              <Button size="sm" variant="outline" className="justify-self-start" onClick={apply}>
                <WandSparklesIcon aria-hidden="true" />
                Apply suggestion
              </Button>
            )
          )}
        </div>
      )}
      {notice && (
        <p role="status" className="border-t px-3 py-2 text-muted-foreground text-xs">
          {notice}
        </p>
      )}
    </li>
  );
}
