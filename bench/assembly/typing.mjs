// @ts-check
// Measure (c): typing in the product editor on the template with its 300 conditions against the same
// document with the logic taken out, in Chromium, with the editor benchmark's keystroke probe and
// typing rounds (bench/editor). The caret goes into the same paragraph on both: inside the middle condition.
import path from 'node:path';
import { keyAt, typeVariants } from '../editor/typing-rounds.mjs';

const here = import.meta.dirname;
/** Builds the page, then types the rounds on both variants, alternating. */
export async function measureTyping() {
  const run = await typeVariants({
    configFile: path.join(here, 'vite.config.ts'),
    distDir: path.join(here, 'dist'),
    variants: /** @type {const} */ (['plain', 'logic']),
    rounds: Number(process.env.BENCH_TYPING_ROUNDS ?? 3),
    keys: 200,
    keyAt,
    // A brisk typist, as in bench:editor: the next key goes this long after the last one's paint.
    paceMs: 30,
  });
  const logic = /** @type {{ conditionBlocks?: number, clauseInCondition?: boolean }} */ (run.opened.logic);
  if (logic?.conditionBlocks !== 300 || !logic.clauseInCondition) {
    throw new Error(`The editor did not keep the template's condition blocks: ${JSON.stringify(run.opened)}`);
  }
  const { summaries, ...rest } = run;
  return { ...rest, logic: summaries.logic, plain: summaries.plain };
}
