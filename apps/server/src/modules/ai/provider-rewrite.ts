import { withoutFence } from './answer-text.js';
import { type AiCallDeps, type AiCallPurpose, completeAudited } from './audit.js';
import type { CommandInput } from './command-input.js';
import { UnusableAnswer } from './failures.js';
import { protectHtml } from './fields/sentinels.js';
import { AiError } from './provider/types.js';
import { restoredDeltas } from './restored-deltas.js';
import { rewriteMessages } from './rewrite-prompt.js';
import type { AiRun } from './stream.js';

// A command's rewrite by the provider. The selection goes with each merge field (and each piece of
// client data typed in it) as a sentinel; an answer whose sentinels differ from the selection's is
// asked again once with a stricter instruction naming them, then refused: the original is kept.

class FieldsChanged extends UnusableAnswer {}

/** The rewrite's HTML, sentinels restored (merge-field spans as the selection had them). */
export async function rewriteWithProvider(
  deps: AiCallDeps,
  input: CommandInput,
  io: AiRun,
): Promise<{ html: string; model: string }> {
  const guarded = protectHtml(input.html);
  const purpose: AiCallPurpose = {
    kind: 'command',
    targetType: 'document',
    targetId: input.documentId,
    task: { command: input.command },
  };
  const accept = (answer: { text: string; model: string }) => {
    const text = withoutFence(answer.text);
    const check = guarded.check(text);
    if (!check.ok) throw new FieldsChanged(check.message ?? 'The rewrite changed the merge fields');
    return { html: guarded.restore(text), model: answer.model };
  };
  const deltas = restoredDeltas(io.onDelta, guarded.restore);
  const ask = (required?: ReadonlyMap<string, number>) => ({
    messages: rewriteMessages({
      command: input.command,
      targetLanguage: input.targetLanguage,
      html: guarded.text,
      required,
    }),
    onDelta: deltas.onDelta,
    signal: io.signal,
  });
  try {
    return await completeAudited(deps, purpose, ask(), accept);
  } catch (error) {
    if (!(error instanceof FieldsChanged)) throw error;
  } finally {
    deltas.flush();
  }
  try {
    return await completeAudited(deps, purpose, ask(guarded.sentinels), accept);
  } catch (error) {
    if (error instanceof FieldsChanged) throw new AiError(422, `${error.message}; the original was kept`);
    throw error;
  } finally {
    deltas.flush();
  }
}
