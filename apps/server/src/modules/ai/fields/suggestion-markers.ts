// A finding's suggestion replaces its quote, so it must keep every merge field (and piece of
// withheld client data) the quote has: the sentinels of the quote, each as often, in the suggestion.

const SENTINEL = /⟦[FD]\d{1,7}⟧/g;

function counts(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const [token] of text.matchAll(SENTINEL)) found.set(token, (found.get(token) ?? 0) + 1);
  return found;
}

/** The sentinels a suggestion has fewer times than the quote it replaces, in the quote's order. */
export function sentinelsDropped(quote: string, suggestion: string): string[] {
  const kept = counts(suggestion);
  return [...counts(quote)]
    .filter(([token, count]) => (kept.get(token) ?? 0) < count)
    .map(([token]) => token);
}
