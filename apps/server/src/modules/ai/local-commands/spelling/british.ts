// British spellings are correct English, and legal English often uses them ("licence", "reasonable
// endeavours"); the dictionary is American, so a word whose American form it knows is left alone.

const AMERICAN: readonly [RegExp, string][] = [
  [/our/g, 'or'],
  [/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/re(s|d)?$/, 'er$1'],
  [/ence(s)?$/, 'ense$1'],
  [/ogue(s)?$/, 'og$1'],
  [/ll(ed|ing|er|ers|ation)$/, 'l$1'],
  [/dgement(s)?$/, 'dgment$1'],
  [/mme(s)?$/, 'm$1'],
  [/^(fulfil|enrol|instal|distil)(ment|ments|s)?$/, '$1l$2'],
  [/^(skil|wil)ful$/, '$1lful'],
];

/** True when a lower-case word is the British spelling of a word `isCorrect` knows. */
export function isBritishSpelling(word: string, isCorrect: (word: string) => boolean): boolean {
  return AMERICAN.some(([pattern, american]) => {
    const variant = word.replace(pattern, american);
    return variant !== word && isCorrect(variant);
  });
}
