// Numbers written in English words, as contracts write amounts and periods: "thirty", "one hundred
// and twenty", "Thirty-Five Thousand", "two million five hundred thousand".

const SMALL = new Map(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .map((word, value) => [word, value]),
);
const TENS = new Map(
  'twenty thirty forty fifty sixty seventy eighty ninety'
    .split(' ')
    .map((word, index) => [word, (index + 2) * 10]),
);
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** Every word a written number is made of, for building patterns that find one in text. */
export const NUMBER_WORDS = [...SMALL.keys(), ...TENS.keys(), 'hundred', ...Object.keys(SCALES)];

/**
 * The value of a number in words, up to the billions, with "and", hyphens and commas between its
 * words ("one hundred and twenty-five thousand"); "a hundred" counts as one hundred. Null when the
 * words do not make one number ("twenty thirty", "hundred five hundred").
 */
export function wordsToNumber(words: string): number | null {
  const tokens = words
    .toLowerCase()
    .split(/[\s,-]+/)
    .filter(Boolean);
  if (tokens.length === 0) return null;
  let total = 0;
  // The group below the last scale word: 0 to 9,999 ("twelve hundred").
  let group = 0;
  let hundred = false;
  // What may come next in the group: anything, a unit after a ten ("thirty-five"), or only a scale.
  let open: 'any' | 'unit' | 'scale' = 'any';
  let lastScale = Number.POSITIVE_INFINITY;
  for (const [index, token] of tokens.entries()) {
    if (token === 'and') {
      // Only between number words: "one hundred and five".
      if (index === 0 || index === tokens.length - 1) return null;
    } else if (token === 'a' && index === 0) {
      group = 1;
      open = 'scale';
    } else if (SMALL.has(token)) {
      const value = SMALL.get(token)!;
      if (open === 'scale' || (open === 'unit' && (value === 0 || value >= 10))) return null;
      if (value === 0 && tokens.length > 1) return null;
      group += value;
      open = 'scale';
    } else if (TENS.has(token)) {
      if (open !== 'any') return null;
      group += TENS.get(token)!;
      open = 'unit';
    } else if (token === 'hundred') {
      if (hundred || group === 0 || group >= 100) return null;
      group *= 100;
      hundred = true;
      open = 'any';
    } else if (token in SCALES) {
      const scale = SCALES[token]!;
      if (group === 0 || scale >= lastScale) return null;
      total += group * scale;
      lastScale = scale;
      group = 0;
      hundred = false;
      open = 'any';
    } else return null;
  }
  return total + group;
}
