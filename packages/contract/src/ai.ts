import {
  DOCUMENT_NAME_MAX_LENGTH,
  TEMPLATE_CATEGORY_MAX_LENGTH,
  TEMPLATE_JURISDICTION_MAX_LENGTH,
} from '@lexdraft/core';
import { z } from 'zod';

// The AI assistant's shapes (issue 15). The built-in reviewer and a provider's JSON-schema output
// answer the same analysis result.

export const findingSeverity = z.enum(['high', 'medium', 'low']);
export type FindingSeverity = z.infer<typeof findingSeverity>;

/** One thing the review found in the document. */
export const analysisFinding = z.object({
  severity: findingSeverity,
  /** A short line: "Missing clause: Governing law". */
  title: z.string(),
  /** Why it matters and what to check. */
  explanation: z.string(),
  /** The clause it concerns (the document's clause ids), or null for the document as a whole. */
  clause_id: z.string().nullable(),
  /** The document's text it concerns, exactly as written (fields as `{{id}}`); empty when something is absent. */
  quote: z.string(),
  /** Text to use instead of the quote, or to add when the quote is empty. */
  suggestion: z.string().optional(),
});
export type AnalysisFinding = z.infer<typeof analysisFinding>;

/** The answer of a document's or a clause's analysis. */
export const analysisResult = z.object({
  summary: z.string(),
  findings: z.array(analysisFinding),
});
export type AnalysisResult = z.infer<typeof analysisResult>;

// ---------------------------------------------------------------------------------------------
// Routes (docs/ai.md). Every AI route answers plain JSON, or server-sent events when asked with
// `Accept: text/event-stream` (see `aiStreamEvent`).

/** The spec's seven commands (section 9). */
export const AI_COMMANDS = [
  'improve',
  'shorter',
  'longer',
  'simplify',
  'rephrase',
  'fix',
  'translate',
] as const;
export const aiCommandName = z.enum(AI_COMMANDS);
export type AiCommandName = z.infer<typeof aiCommandName>;

/** Commands that run without a model: spelling (nspell) and our legalese table. */
export const LOCAL_AI_COMMANDS: readonly AiCommandName[] = ['fix', 'simplify', 'shorter'];

/** Why a command or template drafting is disabled when no provider is configured. */
export const AI_NEEDS_PROVIDER_REASON = 'Needs an AI provider (AI_BASE_URL)';
/** The 403's detail of every AI route when the firm has turned AI off. */
export const AI_DISABLED_DETAIL = 'AI is turned off for this organization';

export const AI_PROMPT_MAX_LENGTH = 4000;
/** A selection sent to a command: HTML, merge-field spans included. */
export const AI_SELECTION_MAX_LENGTH = 100_000;

/** The analysis modes; any other text in `mode` or `prompt` is a free-text question. */
export const analysisMode = z.enum(['review', 'summary', 'missing_clauses']);
export type AnalysisMode = z.infer<typeof analysisMode>;

/** POST /docs/documents/{id}/analyze and POST /docs/documents/{id}/clauses/{clauseId}/analyze. */
export const analyzeBody = z.object({
  prompt: z.string().trim().max(AI_PROMPT_MAX_LENGTH).default(''),
  /** review, summary, missing_clauses, or free text (then treated as the prompt's question). */
  mode: z.string().trim().max(AI_PROMPT_MAX_LENGTH).optional(),
});
export type AnalyzeInput = z.infer<typeof analyzeBody>;

export const clauseAnalyzeParams = z.object({
  id: z.uuid({ message: 'must be a document id' }),
  clauseId: z.string().min(1).max(200),
});

/** Who answered: the built-in reviewer (no model) or the configured provider. */
export const aiSource = z.enum(['builtin', 'provider']);
export type AiSource = z.infer<typeof aiSource>;

/** An analysis as the routes answer it. */
export const analysisResponse = analysisResult.extend({
  source: aiSource,
  /** The provider's model, null for the built-in reviewer. */
  model: z.string().nullable(),
  /** The clause analysed, for the clause route; null for the whole document. */
  clause_id: z.string().nullable(),
});
export type AnalysisResponse = z.infer<typeof analysisResponse>;

/** POST /docs/documents/{id}/ai/commands. */
export const aiCommandBody = z
  .object({
    command: aiCommandName,
    html: z.string().min(1, 'must not be empty').max(AI_SELECTION_MAX_LENGTH),
    target_language: z.string().trim().min(1).max(60).optional(),
  })
  .refine((body) => body.command !== 'translate' || body.target_language !== undefined, {
    path: ['target_language'],
    message: 'is required for translate',
  });
export type AiCommandInput = z.infer<typeof aiCommandBody>;

export const aiCommandResponse = z.object({
  command: aiCommandName,
  /** The rewrite, merge-field spans as in the selection; sanitized. */
  suggestion_html: z.string(),
  source: aiSource,
  model: z.string().nullable(),
});
export type AiCommandResponse = z.infer<typeof aiCommandResponse>;

/** POST /docs/templates/generate (spec: answers success and error). */
export const generateTemplateBody = z.object({
  prompt: z.string().trim().min(1, 'must not be empty').max(AI_PROMPT_MAX_LENGTH),
  name: z.string().trim().max(DOCUMENT_NAME_MAX_LENGTH).default(''),
  /** The template library's limits: the template is made through it. */
  category: z.string().trim().max(TEMPLATE_CATEGORY_MAX_LENGTH).default(''),
  jurisdiction_code: z.string().trim().max(TEMPLATE_JURISDICTION_MAX_LENGTH).default(''),
});
export type GenerateTemplateInput = z.infer<typeof generateTemplateBody>;

export const generateTemplateResponse = z.object({
  success: z.boolean(),
  template_id: z.string().nullable(),
  error: z.string().nullable(),
  source: aiSource.optional(),
  /** The clause library's clauses used, offline. */
  clauses: z.array(z.string()).optional(),
  /** Offline: why an asked-for or usual clause was left out, for the user to read; usually empty. */
  notes: z.array(z.string()).optional(),
  /** A failure's message again, where every error answer keeps it (the web reads `detail`). */
  detail: z.string().optional(),
});
export type GenerateTemplateResponse = z.infer<typeof generateTemplateResponse>;

/** GET /docs/ai/status: what the assistant can do for this user's firm, for the editor's menus. */
export const aiStatus = z.object({
  /** The firm's switch (PATCH /organizations/current). */
  enabled: z.boolean(),
  provider_configured: z.boolean(),
  model: z.string().nullable(),
  commands: z.array(
    z.object({ command: aiCommandName, available: z.boolean(), reason: z.string().nullable() }),
  ),
  template_drafting: z.object({ available: z.boolean(), reason: z.string().nullable() }),
});
export type AiStatus = z.infer<typeof aiStatus>;

/**
 * One server-sent event of a streamed AI answer (`Accept: text/event-stream`). The stream is
 * `event: delta` frames (text as the provider writes it, for display only), then exactly one
 * `event: result` whose data is the route's JSON answer, or one `event: error` whose data is
 * `{ status, detail }`.
 */
export const aiStreamEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('result'), data: z.unknown() }),
  z.object({ event: z.literal('error'), data: z.object({ status: z.number(), detail: z.string() }) }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEvent>;
