import {
  AI_COMMANDS,
  AI_DISABLED_DETAIL,
  AI_NEEDS_PROVIDER_REASON,
  type AiStatus,
  LOCAL_AI_COMMANDS,
} from '@lexdraft/contract';
import type { AiProvider } from './provider/types.js';

const available = { available: true, reason: null };
const unavailable = (reason: string) => ({ available: false, reason });

/**
 * What the assistant can do for a firm: everything through the provider when one is configured;
 * without one the local commands only (the built-in reviewer answers analysis either way); nothing
 * when the firm turned AI off. Template drafting follows the provider (offline, generate assembles
 * from the clause library instead of drafting).
 */
export function aiStatusOf(enabled: boolean, provider: AiProvider | null): AiStatus {
  const offline = (local: boolean) => (local ? available : unavailable(AI_NEEDS_PROVIDER_REASON));
  const state = (local: boolean) =>
    !enabled ? unavailable(AI_DISABLED_DETAIL) : provider ? available : offline(local);
  return {
    enabled,
    provider_configured: provider !== null,
    model: provider?.model ?? null,
    commands: AI_COMMANDS.map((command) => ({ command, ...state(LOCAL_AI_COMMANDS.includes(command)) })),
    template_drafting: state(false),
  };
}
