import type { Editor } from '@tiptap/core';
import {
  ArrowUpIcon,
  FileTextIcon,
  InfoIcon,
  ListChecksIcon,
  type LucideIcon,
  MessageSquareQuoteIcon,
  ShieldAlertIcon,
  SparklesIcon,
} from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MANAGE_USERS, usePermission } from '@/auth/use-permission';
import { PanelEmptyState } from '@/components/panel-empty-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { type AnalysisRequest, useAiAnalysisStore } from './ai-analysis-store';
import { useAiStatusStore } from './ai-status-store';
import { AnalysisFailed, AnalysisResult, AnalysisRunning } from './analysis-view';
import { clauseAt, clauseLabel, editorClauses } from './editor-clauses';

// The document panel's AI tab: a question, the four presets, and the answer with its findings.

/** The firm's settings (users/organization-section.tsx), where an admin turns the assistant on. */
const ORGANIZATION_SETTINGS_PATH = '/settings/users#organization';

const PROMPT_MAX_LENGTH = 4000;

interface Preset {
  label: string;
  icon: LucideIcon;
  request: AnalysisRequest | 'clause';
}

const PRESETS: Preset[] = [
  {
    label: 'Review for risks',
    icon: ShieldAlertIcon,
    request: { scope: 'document', label: 'Review for risks', mode: 'review' },
  },
  {
    label: 'Summarize',
    icon: FileTextIcon,
    request: { scope: 'document', label: 'Summary', mode: 'summary' },
  },
  {
    label: 'Check missing clauses',
    icon: ListChecksIcon,
    request: { scope: 'document', label: 'Missing clauses', mode: 'missing_clauses' },
  },
  { label: 'Explain this clause', icon: MessageSquareQuoteIcon, request: 'clause' },
];

const EXPLAIN_PROMPT =
  'Explain this clause in plain language: what it does, whom it binds, and what to watch for.';

export interface AiTabProps {
  documentId: string;
  editor: Editor | null;
  /** The document can be changed: a finding's suggestion can be applied. */
  canApply: boolean;
  /** Called before the document is shown (on phones the panel's drawer closes). */
  onShowInDocument: () => void;
}

function AiOff() {
  const admin = usePermission(MANAGE_USERS);
  return (
    <PanelEmptyState
      icon={SparklesIcon}
      tone="muted"
      title="AI assistant is off"
      description="Your firm has turned the AI assistant off. No document text is sent for analysis or rewriting."
      action={
        admin && (
          <Button asChild size="sm" variant="outline">
            <Link to={ORGANIZATION_SETTINGS_PATH}>Organization settings</Link>
          </Button>
        )
      }
    />
  );
}

export function AiTab({ documentId, editor, canApply, onShowInDocument }: AiTabProps) {
  const status = useAiStatusStore((state) => state.status);
  const analysis = useAiAnalysisStore();
  const [prompt, setPrompt] = useState('');
  const [hint, setHint] = useState<string | null>(null);

  // Read each time the tab is shown: an admin may have turned the assistant off or on.
  useEffect(() => {
    void useAiStatusStore.getState().load();
  }, []);

  if (status && !status.enabled) return <AiOff />;

  const mine = analysis.documentId === documentId;
  const phase = mine ? analysis.phase : 'idle';
  const running = phase === 'running';

  const start = (request: AnalysisRequest) => {
    setHint(null);
    void analysis.analyze(documentId, request);
  };

  const runPreset = (preset: Preset) => {
    if (preset.request !== 'clause') {
      start(preset.request);
      return;
    }
    if (!editor) return;
    const clause = clauseAt(editorClauses(editor), editor.state.selection.from);
    if (!clause) {
      setHint('Put the cursor in a clause of the document, then choose Explain this clause.');
      return;
    }
    start({
      scope: 'clause',
      clauseId: clause.id,
      label: `Clause: ${clauseLabel(clause)}`,
      prompt: EXPLAIN_PROMPT,
    });
  };

  const ask = (event?: FormEvent) => {
    event?.preventDefault();
    const question = prompt.trim();
    if (question === '' || running) return;
    start({ scope: 'document', label: 'Your question', prompt: question });
  };

  // Enter asks; Shift+Enter starts a new line.
  const onPromptKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ask();
    }
  };

  return (
    <div className="grid gap-5 p-4">
      <form className="grid gap-2" onSubmit={ask}>
        <Label htmlFor="ai-prompt" className="sr-only">
          Ask about this document
        </Label>
        <div className="relative">
          <Textarea
            id="ai-prompt"
            rows={3}
            maxLength={PROMPT_MAX_LENGTH}
            placeholder="Ask about this document…"
            className="max-h-40 min-h-20 resize-none pr-11 pb-2"
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            onKeyDown={onPromptKeyDown}
          />
          <Button
            type="submit"
            size="icon"
            className="absolute right-2 bottom-2 size-7"
            aria-label="Ask"
            title="Ask (Enter)"
            disabled={prompt.trim() === '' || running}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
        </div>
      </form>

      <div className="grid gap-2">
        <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">Quick actions</h3>
        <div className="grid grid-cols-2 gap-2">
          {PRESETS.map((preset) => (
            <Button
              key={preset.label}
              variant="outline"
              size="sm"
              className="h-auto min-h-9 justify-start whitespace-normal py-1.5 text-left text-xs leading-tight"
              disabled={running || (preset.request === 'clause' && !editor)}
              onClick={() => runPreset(preset)}
            >
              <preset.icon aria-hidden="true" className="text-primary" />
              {preset.label}
            </Button>
          ))}
        </div>
        {hint && (
          <p role="status" className="text-muted-foreground text-xs">
            {hint}
          </p>
        )}
        {status && !status.provider_configured && (
          <p className="flex items-start gap-1.5 text-muted-foreground text-xs leading-relaxed">
            <InfoIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            No AI provider is configured: the built-in reviewer answers, without a model. Questions get its
            review.
          </p>
        )}
      </div>

      <div className="border-t pt-4">
        {phase === 'running' && analysis.request && (
          <AnalysisRunning request={analysis.request} streamed={analysis.streamed} onStop={analysis.cancel} />
        )}
        {phase === 'failed' && analysis.request && (
          <AnalysisFailed
            error={analysis.error ?? ''}
            onRetry={() => analysis.request && start(analysis.request)}
          />
        )}
        {phase === 'done' && analysis.request && analysis.result && (
          <AnalysisResult
            request={analysis.request}
            result={analysis.result}
            documentId={documentId}
            editor={editor}
            canApply={canApply}
            onShowInDocument={onShowInDocument}
          />
        )}
        {phase === 'idle' && (
          <p className="text-center text-muted-foreground text-sm leading-relaxed">
            Ask a question or choose a quick action. Findings link to their clause in the document.
          </p>
        )}
      </div>
    </div>
  );
}
