import {
  AI_NEEDS_PROVIDER_REASON,
  type AiCommandName,
  type AiCommandResponse,
  LOCAL_AI_COMMANDS,
} from '@lexdraft/contract';
import { HttpError } from '../../lib/errors.js';
import { sanitize } from '../documents/content.js';
import type { CommandInput } from './command-input.js';
import type { AiDeps } from './deps.js';
import { runLocalCommand } from './local-commands/index.js';
import type { AiProvider } from './provider/types.js';
import { rewriteWithProvider } from './provider-rewrite.js';
import type { AiRun } from './stream.js';

// The seven commands on a selection. With a provider every command goes to the model; without one
// fix, simplify and shorter run here and the others are refused, as the status route says.

const EMPTY_SELECTION = 'The selection has no text to rewrite';
const NESTED_TOO_DEEPLY = 'The selection is nested too deeply';

type LocalCommand = 'fix' | 'simplify' | 'shorter';
const isLocal = (command: AiCommandName): command is LocalCommand => LOCAL_AI_COMMANDS.includes(command);

/** Refuses, before any answer starts, a command that needs the provider when there is none. */
export function assertCommandAvailable(command: AiCommandName, provider: AiProvider | null): void {
  if (!provider && !isLocal(command)) throw new HttpError(422, AI_NEEDS_PROVIDER_REASON);
}

/** Selection HTML kept to what the editor's schema holds (the server's sanitizer, off the event loop). */
export async function cleanSelection(html: string): Promise<string> {
  const clean = await sanitize(html);
  if (!clean.ok) throw new HttpError(422, NESTED_TOO_DEEPLY);
  if (clean.blank) throw new HttpError(422, EMPTY_SELECTION);
  return clean.html;
}

/** A suggestion sanitized like a selection; one that shows nothing is no rewrite at all. */
async function cleanSuggestion(html: string): Promise<string> {
  const clean = await sanitize(html);
  if (!clean.ok || clean.blank)
    throw new HttpError(502, 'The rewrite came back empty; the original was kept');
  return clean.html;
}

/** Runs a command on a selection and answers the suggestion; it is never applied here. */
export async function runAiCommand(deps: AiDeps, input: CommandInput, io: AiRun): Promise<AiCommandResponse> {
  const { command } = input;
  if (deps.provider) {
    const provider = deps.provider;
    const rewrite = await rewriteWithProvider({ ...deps, provider }, input, io);
    return {
      command,
      suggestion_html: await cleanSuggestion(rewrite.html),
      source: 'provider',
      model: rewrite.model,
    };
  }
  if (!isLocal(command)) throw new HttpError(422, AI_NEEDS_PROVIDER_REASON);
  const html = await runLocalCommand(command, input.html);
  return { command, suggestion_html: await cleanSuggestion(html), source: 'builtin', model: null };
}
