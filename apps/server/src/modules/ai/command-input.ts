import type { AiCommandName } from '@lexdraft/contract';

// What a command on a selection is given. A leaf of its own so the command runner and the provider's
// rewrite can both read it without importing each other.

export interface CommandInput {
  documentId: string;
  command: AiCommandName;
  /** The selection, already sanitized (cleanSelection). */
  html: string;
  targetLanguage?: string;
}
