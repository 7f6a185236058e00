import { AiProviderError } from './provider/provider-errors.js';
import { AiError } from './provider/types.js';

// The spec's texts for a failed analysis and a failed drafting (section 8); the provider's own
// reason follows them, so that the user reads both what failed and why.

export const ANALYZE_FAILED = 'Failed to analyze document';
export const GENERATE_FAILED = 'Failed to generate template with AI';

/** A model's answer that cannot be used (not JSON of the asked shape, merge fields changed). */
export class UnusableAnswer extends Error {}

/** A provider's failure under the route's own text; a cancelled call (the caller left) as it is. */
export function underSpecText(error: unknown, text: string): unknown {
  if (!(error instanceof AiError) || error.status === 499 || error.detail.startsWith(text)) return error;
  const detail = `${text}: ${error.detail}`;
  // The operator's log still reads the provider's reason (stream.ts).
  if (error instanceof AiProviderError) return new AiProviderError(error.status, detail, error.reason);
  return new AiError(error.status, detail);
}
