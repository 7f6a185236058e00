// @ts-check
// Measure (a): typing in the product editor on the contract with its 1,000 suggestions, in Suggesting
// mode against Editing mode, with bench:editor's keystroke probe and typing rounds.
import path from 'node:path';
import { keyAt, typeVariants } from '../editor/typing-rounds.mjs';

const here = import.meta.dirname;
/** Builds the page, then types the rounds in both modes, alternating. */
export async function measureTyping() {
  const run = await typeVariants({
    configFile: path.join(here, 'vite.config.ts'),
    distDir: path.join(here, 'dist'),
    variants: /** @type {const} */ (['editing', 'suggesting']),
    rounds: Number(process.env.BENCH_TYPING_ROUNDS ?? 3),
    keys: 200,
    keyAt,
    paceMs: 30,
  });
  const suggesting = /** @type {{ suggestions?: number, suggesting?: boolean }} */ (run.opened.suggesting);
  if (!suggesting?.suggesting || suggesting.suggestions !== 1000) {
    throw new Error(
      `The editor did not open the contract with its suggestions in Suggesting mode: ${JSON.stringify(run.opened)}`,
    );
  }
  const { summaries, ...rest } = run;
  return { ...rest, editing: summaries.editing, suggesting: summaries.suggesting };
}
