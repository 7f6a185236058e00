import type { GenerateTemplateInput, GenerateTemplateResponse } from '@lexdraft/contract';
import { isBlankHtml } from '@lexdraft/core';
import { listMergeFieldDefinitions } from '../merge-fields/smart-fields.js';
import { createTemplate } from '../templates/service.js';
import { withoutFence } from './answer-text.js';
import { type AiCallDeps, type AiCallPurpose, auditAiCall, failedCall } from './audit.js';
import { assembleTemplate } from './clause-library/index.js';
import type { AiDeps } from './deps.js';
import { draftRequest } from './draft-prompt.js';
import { GENERATE_FAILED, underSpecText } from './failures.js';
import { markersToFields } from './markers-to-fields.js';
import { AiError, type ChatAnswer } from './provider/types.js';
import { restoredDeltas } from './restored-deltas.js';
import type { AiFailure, AiRun } from './stream.js';

// POST /docs/templates/generate: a template drafted by the provider, or offline assembled from our
// clause library, made through the template library's own service (sanitized, audited).

/** The answer of a failed drafting (spec: success false with the message). */
export function generateFailure(failure: AiFailure): GenerateTemplateResponse {
  return { success: false, template_id: null, error: failure.detail, detail: failure.detail };
}

const NAME_FROM_PROMPT_LENGTH = 80;

/** The name the template gets: the one asked for, else the draft's title, else the request's start. */
function templateName(input: GenerateTemplateInput, title: string | undefined): string {
  return input.name || title?.trim() || input.prompt.slice(0, NAME_FROM_PROMPT_LENGTH).trim();
}

function saveTemplate(deps: AiDeps, input: GenerateTemplateInput, name: string, html: string) {
  return createTemplate(deps.db, deps.ctx, {
    name,
    category: input.category || 'general',
    jurisdiction_code: input.jurisdiction_code,
    tags: [],
    content: html,
  });
}

// The first heading's text, for a name: tags and markers left out.
function firstHeading(html: string): string | undefined {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  return heading
    ?.replace(/<[^>]*>/g, '')
    .replace(/\{\{[^{}]*\}\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

async function draftWithProvider(
  deps: AiCallDeps,
  input: GenerateTemplateInput,
  io: AiRun,
): Promise<GenerateTemplateResponse> {
  const definitions = await listMergeFieldDefinitions(deps.db, deps.ctx, true);
  const catalogue = definitions.map(({ id, label }) => ({ id, label }));
  const purpose: AiCallPurpose = { kind: 'generate', targetType: 'template', targetId: null, task: {} };
  const request = draftRequest(input, catalogue);
  const deltas = restoredDeltas(io.onDelta, request.restore);
  let answer: ChatAnswer;
  try {
    answer = await deps.provider.complete({
      messages: request.messages,
      onDelta: deltas.onDelta,
      signal: io.signal,
    });
  } catch (error) {
    await auditAiCall(deps, purpose, failedCall(error, io.signal));
    throw underSpecText(error, GENERATE_FAILED);
  } finally {
    deltas.flush();
  }
  const html = request.restore(withoutFence(answer.text));
  let templateId: string;
  try {
    if (isBlankHtml(html)) throw new AiError(502, `${GENERATE_FAILED}: the draft came back empty`);
    const draft = markersToFields(html);
    templateId = (await saveTemplate(deps, input, templateName(input, firstHeading(html)), draft.html)).id;
  } catch (error) {
    await auditAiCall(deps, purpose, { outcome: 'rejected', answer });
    throw error;
  }
  await auditAiCall(deps, { ...purpose, targetId: templateId }, { outcome: 'ok', answer });
  return { success: true, template_id: templateId, error: null, source: 'provider' };
}

/** Drafts a template and adds it to the firm's library. */
export async function generateTemplate(
  deps: AiDeps,
  input: GenerateTemplateInput,
  io: AiRun,
): Promise<GenerateTemplateResponse> {
  if (deps.provider) return draftWithProvider({ ...deps, provider: deps.provider }, input, io);
  const draft = assembleTemplate(input);
  const template = await saveTemplate(deps, input, templateName(input, draft.title), draft.html);
  return {
    success: true,
    template_id: template.id,
    error: null,
    source: 'builtin',
    clauses: draft.clauses,
    notes: draft.notes,
  };
}
