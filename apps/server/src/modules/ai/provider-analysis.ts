import type { AnalysisResponse, AnalysisResult } from '@lexdraft/contract';
import { documentClauses } from '@lexdraft/core';
import { documentJsonText } from '../../lib/editor-document.js';
import type { AiDocument } from './ai-document.js';
import { type AnalysisAsk, askName } from './analysis-ask.js';
import { ANALYSIS_JSON_SCHEMA, analysisContent, analysisMessages, parseAnalysis } from './analysis-prompt.js';
import { type AiCallDeps, type AiCallPurpose, completeAudited } from './audit.js';
import { unknownClause } from './builtin-analysis.js';
import { ANALYZE_FAILED, UnusableAnswer, underSpecText } from './failures.js';
import { protectText } from './fields/sentinels.js';
import { sentinelsDropped } from './fields/suggestion-markers.js';
import { AiError } from './provider/types.js';
import { restoredDeltas } from './restored-deltas.js';
import type { AiRun } from './stream.js';

// An analysis by the provider. It is sent the document's own text with each merge field as a
// sentinel (never a value) and the clause list with ids, asked for the analysis result's JSON
// schema, and its answer is validated: one retry when it is not JSON of that shape, then 502.

export interface AnalysisTask {
  document: AiDocument;
  ask: AnalysisAsk;
  clauseId: string | null;
}

/** The answer with sentinels back as `{{id}}` markers and clause ids the document does not have as null. */
function restoreAnswer(
  result: AnalysisResult,
  restore: (text: string) => string,
  clauseIds: ReadonlySet<string>,
): AnalysisResult {
  return {
    summary: restore(result.summary),
    findings: result.findings.map((finding) => ({
      ...finding,
      title: restore(finding.title),
      explanation: restore(finding.explanation),
      quote: restore(finding.quote),
      clause_id: finding.clause_id !== null && clauseIds.has(finding.clause_id) ? finding.clause_id : null,
      ...(finding.suggestion === undefined ? {} : { suggestion: restore(finding.suggestion) }),
    })),
  };
}

const dropsMarkers = (finding: AnalysisResult['findings'][number]) =>
  finding.suggestion !== undefined && sentinelsDropped(finding.quote, finding.suggestion).length > 0;

/** Analyses a document, or one of its clauses, with the provider. */
export async function analyzeWithProvider(
  deps: AiCallDeps,
  task: AnalysisTask,
  io: AiRun,
): Promise<AnalysisResponse> {
  const { document, ask, clauseId } = task;
  const clauses = documentClauses(document.json);
  const clause = clauseId === null ? null : clauses.find((candidate) => candidate.id === clauseId);
  if (clause === undefined) throw unknownClause(clauseId!);
  const text = documentJsonText(document.json);
  const guarded = protectText(analysisContent({ ask, clauses, text }));
  const deltas = restoredDeltas(io.onDelta, guarded.restore);
  const request = {
    messages: analysisMessages({ ask, clause, content: guarded.text }),
    jsonSchema: { ...ANALYSIS_JSON_SCHEMA, strict: true },
    onDelta: deltas.onDelta,
    signal: io.signal,
  };
  const purpose: AiCallPurpose = {
    kind: clauseId === null ? 'analyze' : 'clause_analyze',
    targetType: 'document',
    targetId: document.id,
    task: { mode: askName(ask), ...(clauseId === null ? {} : { clause_id: clauseId }) },
  };
  // A suggestion that drops a merge field of its quote is asked again once, like a rewrite that drops
  // one (provider-rewrite.ts), in both the streamed and the plain answer; the second answer is taken
  // as it is, and the editor refuses such a suggestion, naming the field (core's droppedFields).
  const accept = (answer: { text: string; model: string }, attempt: number) => {
    const result = parseAnalysis(answer.text);
    if (!result) throw new UnusableAnswer('not an analysis');
    if (attempt === 1 && result.findings.some(dropsMarkers))
      throw new UnusableAnswer('a suggestion dropped a field');
    return { result, model: answer.model };
  };
  const clauseIds = new Set(clauses.map((each) => each.id));
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { result, model } = await completeAudited(deps, purpose, request, (answer) =>
        accept(answer, attempt),
      );
      deltas.flush();
      return {
        ...restoreAnswer(result, guarded.restore, clauseIds),
        source: 'provider',
        model,
        clause_id: clauseId,
      };
    } catch (error) {
      if (!(error instanceof UnusableAnswer)) throw underSpecText(error, ANALYZE_FAILED);
      deltas.flush();
      if (attempt === 2) throw new AiError(502, ANALYZE_FAILED);
    }
  }
}
