import { writeAudit } from '../../lib/audit.js';
import type { AiDeps } from './deps.js';
import type { AiProvider, ChatAnswer, ChatRequest } from './provider/types.js';
import { aiFailureOf } from './stream.js';

// Every call to a provider is one audit row: who asked, about which document or template, which
// provider and model, the tokens it cost and how it ended. Never the text sent or received. The
// built-in reviewer and the local commands call no provider and write none.

/** What an AI call was for. */
export interface AiCallPurpose {
  kind: 'analyze' | 'clause_analyze' | 'command' | 'generate';
  targetType: 'document' | 'template';
  /** The document, or the template once it exists (a failed drafting has none). */
  targetId: string | null;
  /** The mode or command asked for, and the clause for a clause's analysis. */
  task: { mode?: string; command?: string; clause_id?: string };
}

/** How a call ended: answered and used, answered but refused (not JSON, fields changed), failed, or abandoned. */
export type AiCallOutcome = 'ok' | 'rejected' | 'failed' | 'aborted';

export interface AiCallRecord {
  outcome: AiCallOutcome;
  answer?: ChatAnswer;
  /** The HTTP status answered for a failed call. */
  status?: number;
}

/** What audited calls need beside the request: the services' deps, with the provider there is. */
export type AiCallDeps = AiDeps & { provider: AiProvider };

/** Writes the audit row of one provider call. */
export async function auditAiCall(deps: AiCallDeps, purpose: AiCallPurpose, call: AiCallRecord) {
  const { db, ctx, provider } = deps;
  await writeAudit(db, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action: 'ai.request',
    targetType: purpose.targetType,
    targetId: purpose.targetId ?? undefined,
    details: {
      kind: purpose.kind,
      ...purpose.task,
      provider: provider.host,
      model: call.answer?.model ?? provider.model,
      prompt_tokens: call.answer?.usage.prompt_tokens ?? null,
      completion_tokens: call.answer?.usage.completion_tokens ?? null,
      outcome: call.outcome,
      ...(call.status === undefined ? {} : { status: call.status }),
    },
  });
}

/** How a failed call is recorded. */
export function failedCall(error: unknown, signal: AbortSignal | undefined): AiCallRecord {
  if (signal?.aborted) return { outcome: 'aborted' };
  return { outcome: 'failed', status: aiFailureOf(error)?.status ?? 500 };
}

/**
 * Calls the provider and records the call. `accept` turns the answer into what the caller wants and
 * throws when it cannot be used (then the row says `rejected`).
 */
export async function completeAudited<T>(
  deps: AiCallDeps,
  purpose: AiCallPurpose,
  request: ChatRequest,
  accept: (answer: ChatAnswer) => T,
): Promise<T> {
  let answer: ChatAnswer;
  try {
    answer = await deps.provider.complete(request);
  } catch (error) {
    await auditAiCall(deps, purpose, failedCall(error, request.signal));
    throw error;
  }
  let accepted: T;
  try {
    accepted = accept(answer);
  } catch (error) {
    await auditAiCall(deps, purpose, { outcome: 'rejected', answer });
    throw error;
  }
  await auditAiCall(deps, purpose, { outcome: 'ok', answer });
  return accepted;
}
