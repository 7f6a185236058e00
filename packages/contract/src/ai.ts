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
