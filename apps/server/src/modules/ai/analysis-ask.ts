import { type AnalysisMode, type AnalyzeInput, analysisMode } from '@lexdraft/contract';

/** What an analysis asks: one of the named modes (with any further words), or a free question. */
export type AnalysisAsk =
  | { kind: 'mode'; mode: AnalysisMode; note: string }
  | { kind: 'question'; question: string };

const isMode = (text: string | undefined): text is AnalysisMode => analysisMode.safeParse(text).success;

/**
 * Reads an analyze body: `mode` or `prompt` naming review, summary or missing_clauses asks for that
 * mode; any other text in either is a question; nothing at all is a review.
 */
export function analysisAsk(body: AnalyzeInput): AnalysisAsk {
  const mode = body.mode?.trim() ?? '';
  const prompt = body.prompt.trim();
  const named = [mode, prompt].find(isMode);
  const words = [mode, prompt].filter((text) => text !== '' && !isMode(text)).join('\n');
  if (named) return { kind: 'mode', mode: named, note: words };
  if (words !== '') return { kind: 'question', question: words };
  return { kind: 'mode', mode: 'review', note: '' };
}

/** How the audit row names what was asked. */
export function askName(ask: AnalysisAsk): string {
  return ask.kind === 'mode' ? ask.mode : 'question';
}
