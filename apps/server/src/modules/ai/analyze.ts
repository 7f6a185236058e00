import type { AnalysisResponse } from '@lexdraft/contract';
import { analyzeBuiltin } from './builtin-analysis.js';
import type { AiDeps } from './deps.js';
import { type AnalysisTask, analyzeWithProvider } from './provider-analysis.js';
import type { AiRun } from './stream.js';

/** A document's or a clause's analysis: by the provider when one is configured, else the built-in reviewer. */
export function analyzeDocument(deps: AiDeps, task: AnalysisTask, io: AiRun): Promise<AnalysisResponse> {
  if (deps.provider) return analyzeWithProvider({ ...deps, provider: deps.provider }, task, io);
  return Promise.resolve(analyzeBuiltin(task.document, task.ask, task.clauseId, new Date()));
}
