import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

// `cn()` only joins class names: tailwind-merge would cost every page about 9 KB gz. Two classes
// that set the same property then apply in the stylesheet's order, not the list's, so a component
// must never be handed both (a default a caller may replace is written `fallback:`, see index.css).
// The tests run every `cn()` through tailwind-merge as well: a class it would drop is such a pair,
// and the test fails naming it.

/** The classes of `joined` that tailwind-merge drops, other than repeats of a kept class. */
export function conflictingClasses(joined: string): string[] {
  // An important class (`hover:text-foreground!`) wins in any order, so it fights nothing.
  const plain = joined.split(/\s+/).filter((token) => token !== '' && !token.endsWith('!'));
  const kept = new Set(twMerge(plain.join(' ')).split(' '));
  return plain.filter((token) => !kept.has(token));
}

/** `cn()` for tests: joins as the app does, and throws on classes that fight over a property. */
export function cnCheckingConflicts(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const dropped = conflictingClasses(joined);
  if (dropped.length > 0) {
    throw new Error(
      `cn(): ${dropped.join(', ')} would lose to a later class of the same property in "${joined}"`,
    );
  }
  return joined;
}
