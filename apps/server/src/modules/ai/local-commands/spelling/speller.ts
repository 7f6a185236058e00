import nspell from 'nspell';
import { LEGAL_WORDS } from './legal-words.js';

// Building the Hunspell dictionary (dictionary-en, about 50,000 stems with their affix rules) takes
// about 160 ms of CPU (measured on the 2-core build machine; docs/ai.md), so it is built once, on the
// first `fix`, and kept for the life of the process. A server that never fixes spelling never pays.

export type Speller = ReturnType<typeof nspell>;

let speller: Promise<Speller> | undefined;

async function buildSpeller(): Promise<Speller> {
  // dictionary-en reads its files at import (top-level await): imported here, not at start-up.
  const { default: dictionary } = await import('dictionary-en');
  const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  for (const word of LEGAL_WORDS) spell.add(word);
  return spell;
}

/** The English speller with the legal word list, built on first use. */
export function loadSpeller(): Promise<Speller> {
  speller ??= buildSpeller().catch((error: unknown) => {
    // A failed build is tried again on the next call rather than kept as a failure.
    speller = undefined;
    throw error;
  });
  return speller;
}
