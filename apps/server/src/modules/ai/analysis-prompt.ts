import { type AnalysisResult, analysisFinding } from '@lexdraft/contract';
import type { DocumentClause } from '@lexdraft/core';
import { z } from 'zod';
import type { AnalysisAsk } from './analysis-ask.js';
import { withoutFence } from './answer-text.js';
import type { ChatMessage } from './provider/types.js';

// What a provider is asked for an analysis, and how its answer is read. Its answer has the
// contract's analysis result shape, with `suggestion` null rather than absent: strict JSON-schema
// output (OpenAI's) wants every property required.

const providerFinding = analysisFinding.extend({ suggestion: z.string().nullable() });
const providerAnalysis = z.object({ summary: z.string(), findings: z.array(providerFinding) });

const { $schema: _, ...schema } = z.toJSONSchema(providerAnalysis) as Record<string, unknown>;

/** The JSON schema the provider is asked to follow. */
export const ANALYSIS_JSON_SCHEMA = { name: 'analysis_result', schema };

// Read leniently: a model that leaves out a null suggestion, or writes clause_id as absent, is
// still understood; anything else of the wrong shape is not.
const readFinding = analysisFinding.extend({
  clause_id: z.string().nullable().optional(),
  suggestion: z.string().nullable().optional(),
});
const readAnalysis = z.object({ summary: z.string(), findings: z.array(readFinding) });

/** The analysis in a provider's answer, or undefined when it is not JSON of that shape. */
export function parseAnalysis(text: string): AnalysisResult | undefined {
  let json: unknown;
  try {
    json = JSON.parse(withoutFence(text));
  } catch {
    return undefined;
  }
  const parsed = readAnalysis.safeParse(json);
  if (!parsed.success) return undefined;
  return {
    summary: parsed.data.summary,
    findings: parsed.data.findings.map(({ suggestion, clause_id, ...rest }) => ({
      ...rest,
      clause_id: clause_id ?? null,
      ...(suggestion ? { suggestion } : {}),
    })),
  };
}

const MODES = {
  review:
    'Review the document for risks to the firm’s client: one-sided or missing protections, ambiguities, ' +
    'inconsistencies, wrong references and numbers, unclear obligations. Sum up its state in two or three sentences.',
  summary:
    'Summarise the document in a short paragraph: its kind, the parties, its purpose, the key terms, dates and ' +
    'amounts. Report findings only for serious problems.',
  missing_clauses:
    'List the standard clauses this kind of document should have and lacks (for an agreement: governing law, ' +
    'term and termination, confidentiality, limitation of liability, indemnity, notices, entire agreement, ' +
    'severability, assignment, force majeure, and any others typical of its kind), one finding each, with an ' +
    'empty quote and the clause to add as the suggestion.',
} as const;

const RULES = [
  'You analyse legal documents for a law firm. Answer with JSON only, following the given schema.',
  'Each finding: severity high, medium or low; a short title; an explanation of why it matters and what to check;',
  'clause_id: the id of the clause it concerns from the clause list, or null for the document as a whole;',
  'quote: the document’s text it concerns, copied exactly, or an empty string when something is absent;',
  'suggestion: text to use instead of the quote, or to add, or null.',
  'Markers such as ⟦F1⟧ stand for merge fields whose values are withheld: treat them as filled in, and copy them',
  'exactly as written in quotes and suggestions. Never invent markers.',
].join(' ');

/** The messages of an analysis: the document's text and its clause list, already protected. */
export function analysisMessages(input: {
  ask: AnalysisAsk;
  clause: DocumentClause | null;
  /** The user message (clause list, document, question), after protectText. */
  content: string;
}): ChatMessage[] {
  const { ask, clause } = input;
  const task =
    ask.kind === 'question'
      ? 'Answer the question at the end in the summary; add findings for the passages it concerns.'
      : MODES[ask.mode];
  const scope = clause
    ? ` Analyse only the clause with id "${clause.id}"; the rest of the document is context.`
    : '';
  return [
    { role: 'system', content: `${RULES} ${task}${scope}` },
    { role: 'user', content: input.content },
  ];
}

/** The user message before protection: the clause list, the document, and the question or note. */
export function analysisContent(input: {
  ask: AnalysisAsk;
  clauses: readonly DocumentClause[];
  text: string;
}): string {
  const list = input.clauses.map(
    (clause) => `- ${clause.id}: ${clause.number ? `${clause.number} ` : ''}${clause.title}`,
  );
  const extra =
    input.ask.kind === 'question'
      ? `\n\nQuestion:\n${input.ask.question}`
      : input.ask.note
        ? `\n\nNote from the user:\n${input.ask.note}`
        : '';
  return `Clauses (id: title):\n${list.join('\n') || '(none)'}\n\nDocument:\n${input.text}${extra}`;
}
