import { beforeAll, describe, expect, it } from 'vitest';
import type { TextTransform } from '../text-nodes.js';
import { damerauLevenshtein, isSwap, singleEdits } from './edit-distance.js';
import { spellingFixer } from './fix-spelling.js';
import { loadSpeller } from './speller.js';

let fix: TextTransform;
const fixed = (text: string, before = '') => fix(text, { before, written: before });

beforeAll(async () => {
  fix = spellingFixer(await loadSpeller());
});

describe('fix (spelling)', () => {
  it('fixes planted typos, keeping each word’s case', () => {
    expect(fixed('Teh Client shall recieve the agrement in seperate copies. Recieve them.')).toBe(
      'The Client shall receive the agreement in separate copies. Receive them.',
    );
    expect(fixed('thier wich untill occured paymnet liabilty')).toBe(
      'their which until occurred payment liability',
    );
  });

  it('removes doubled words, but not grammatical ones', () => {
    expect(fixed('The the fee is due to the the Supplier.')).toBe('The fee is due to the Supplier.');
    expect(fixed('the deal he had had; he said that that was fine')).toBe(
      'the deal he had had; he said that that was fine',
    );
  });

  it('leaves legal vocabulary alone', () => {
    const legal =
      'Whereas the assignor and licensor, hereinafter the parties, agree that the indemnification and severability provisions survive; each sublicensee and indemnitee shall indemnify the obligee hereunder, pro rata, and counterparts thereof are bona fide.';
    expect(fixed(legal)).toBe(legal);
  });

  it('leaves names, defined terms, acronyms, words with digits, URLs and emails alone', () => {
    const clean =
      'Payment goes to Okonkwo and Acme LLC under the Agremeent Schedule, the NDA and HIPAA, on the 5th day, in 2x copies; see https://acme.com/agrement, www.recieve.org, acme.com and jo.agrement@acme.com.';
    expect(fixed(clean)).toBe(clean);
    // At a sentence start an unknown name is not turned into the nearest word.
    // At a sentence start an unknown word may be a name: only a swap or a frequent word replaces it,
    // so "Tatum" does not become "Datum" (and "Seperate" waits for a lower-case run).
    expect(fixed('Tatum agrees. Okonkwo signs. Seperate copies.')).toBe(
      'Tatum agrees. Okonkwo signs. Seperate copies.',
    );
  });

  it('accepts British spellings', () => {
    const british =
      'The licence fee, reasonable endeavours, the organisation’s favourable judgement, cancelled.';
    expect(fixed(british)).toBe(british);
  });

  it('reads sentence starts from the text before the node', () => {
    expect(fixed('Teh fee', 'The price is set.')).toBe('The fee');
    expect(fixed('Teh fee', 'paid to ')).toBe('Teh fee');
  });
});

describe('edit distance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(damerauLevenshtein('recieve', 'receive')).toBe(1);
    expect(damerauLevenshtein('agrement', 'agreement')).toBe(1);
    expect(damerauLevenshtein('occurance', 'occurrence')).toBe(2);
    expect(isSwap('teh', 'the')).toBe(true);
    expect(isSwap('teh', 'ten')).toBe(false);
    expect(singleEdits('teh').has('the')).toBe(true);
    expect(singleEdits('teh').has('teh')).toBe(false);
  });
});
