import { DOCUMENT_NAME_MAX_LENGTH } from '@lexdraft/core';

/** What is wrong with a (trimmed) document name, or undefined when it may be saved. */
export function documentNameProblem(name: string): string | undefined {
  if (name === '') return 'Enter a document name';
  if (name.length > DOCUMENT_NAME_MAX_LENGTH) return `Use at most ${DOCUMENT_NAME_MAX_LENGTH} characters`;
  return undefined;
}
