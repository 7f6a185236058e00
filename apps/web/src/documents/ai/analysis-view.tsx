import type { Editor } from '@tiptap/core';
import { BotIcon, CircleCheckIcon, RotateCwIcon, ShieldCheckIcon, SquareIcon } from 'lucide-react';
import { useMemo } from 'react';
import { ANALYZE_FAILED, type AnalysisResponse, type FindingSeverity } from '@/api/ai';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { AnalysisRequest } from './ai-analysis-store';
import { clauseLabel, editorClauses } from './editor-clauses';
import { FindingCard } from './finding-card';
import { readStreamedAnalysis } from './streamed-text';

// The AI tab's answer: the text as it streams in, then the summary and the findings as cards;
// the failure with the server's reason; or "No issues found".

/** Who answered: the built-in reviewer (no model) or the provider's model. */
export function SourceBadge({ result }: { result: Pick<AnalysisResponse, 'source' | 'model'> }) {
  const builtin = result.source === 'builtin';
  const Icon = builtin ? ShieldCheckIcon : BotIcon;
  return (
    <Badge variant="outline" className="max-w-40 font-normal text-muted-foreground">
      <Icon aria-hidden="true" />
      <span className="truncate">{builtin ? 'Built-in reviewer' : (result.model ?? 'AI provider')}</span>
    </Badge>
  );
}

interface RunningProps {
  request: AnalysisRequest;
  streamed: string;
  onStop: () => void;
}

export function AnalysisRunning({ request, streamed, onStop }: RunningProps) {
  const { summary, titles } = readStreamedAnalysis(streamed);
  return (
    <section aria-label="Analysis in progress" aria-busy="true" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 font-medium text-sm">
          <Spinner className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate">{request.label}…</span>
        </p>
        <Button size="sm" variant="ghost" className="h-7 shrink-0 text-muted-foreground" onClick={onStop}>
          <SquareIcon aria-hidden="true" className="size-3 fill-current" />
          Stop
        </Button>
      </div>
      {summary === '' && titles.length === 0 ? (
        <div role="status" aria-label="Analyzing the document" className="grid gap-2">
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-11/12" />
          <Skeleton className="h-3.5 w-2/3" />
          <Skeleton className="mt-2 h-20 w-full" />
        </div>
      ) : (
        <div aria-live="polite" className="grid gap-2">
          {summary !== '' && <p className="whitespace-pre-wrap text-sm leading-relaxed">{summary}</p>}
          {titles.length > 0 && (
            <ul className="grid gap-1 text-muted-foreground text-xs">
              {titles.map((title, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: titles only grow at the end while streaming
                <li key={index} className="truncate">
                  • {title}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

export function AnalysisFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div className="grid gap-3">
      <Alert variant="destructive">
        <AlertTitle>{ANALYZE_FAILED}</AlertTitle>
        {error !== ANALYZE_FAILED && <AlertDescription>{error}</AlertDescription>}
      </Alert>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

const ORDER: FindingSeverity[] = ['high', 'medium', 'low'];

function countsText(result: AnalysisResponse): string {
  const total = result.findings.length;
  const parts = ORDER.map((severity) => {
    const count = result.findings.filter((finding) => finding.severity === severity).length;
    return count > 0 ? `${count} ${severity}` : null;
  }).filter(Boolean);
  return `${total} ${total === 1 ? 'finding' : 'findings'}: ${parts.join(', ')}`;
}

interface ResultProps {
  request: AnalysisRequest;
  result: AnalysisResponse;
  documentId: string;
  editor: Editor | null;
  canApply: boolean;
  onShowInDocument: () => void;
}

export function AnalysisResult({
  request,
  result,
  documentId,
  editor,
  canApply,
  onShowInDocument,
}: ResultProps) {
  // The clauses' names as the document has them when the answer arrives.
  const names = useMemo(() => {
    const map = new Map<string, string>();
    const wanted = new Set(result.findings.map((finding) => finding.clause_id));
    if (!editor || editor.isDestroyed || wanted.size === 0) return map;
    for (const clause of editorClauses(editor).clauses) {
      if (wanted.has(clause.id)) map.set(clause.id, clauseLabel(clause));
    }
    return map;
  }, [editor, result]);

  return (
    <section aria-labelledby="ai-result-title" className="grid gap-3">
      <div className="flex items-start justify-between gap-2">
        <h3 id="ai-result-title" className="min-w-0 pt-0.5 font-semibold text-sm leading-snug">
          {request.label}
        </h3>
        <SourceBadge result={result} />
      </div>
      {result.summary !== '' && (
        <p className="whitespace-pre-wrap rounded-lg bg-muted/60 px-3 py-2.5 text-sm leading-relaxed">
          {result.summary}
        </p>
      )}
      {result.findings.length === 0 ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-success/25 bg-success/8 px-3 py-2.5 text-sm"
        >
          <CircleCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
          No issues found
        </p>
      ) : (
        <>
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {countsText(result)}
          </p>
          <ul aria-label="Findings" className="grid gap-2.5">
            {result.findings.map((finding, index) => (
              <FindingCard
                // biome-ignore lint/suspicious/noArrayIndexKey: a result's findings never move
                key={index}
                finding={finding}
                documentId={documentId}
                editor={editor}
                canApply={canApply}
                onShowInDocument={onShowInDocument}
                clauseName={finding.clause_id ? (names.get(finding.clause_id) ?? null) : null}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
