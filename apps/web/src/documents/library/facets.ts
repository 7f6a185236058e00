import type { Template } from '@/api/templates';

/** One choice of a library filter: the value sent to the server and the text shown. */
export interface FacetOption {
  value: string;
  label: string;
}

/** A category as shown: the stored text with a capital first letter ("general" reads "General"). */
export function categoryLabel(category: string): string {
  return category.charAt(0).toLocaleUpperCase() + category.slice(1);
}

function distinct(values: string[], label: (value: string) => string): FacetOption[] {
  // The server's filters ignore case, so "Leases" and "leases" are one choice.
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    const key = trimmed.toLocaleLowerCase();
    if (trimmed !== '' && !seen.has(key)) seen.set(key, trimmed);
  }
  return [...seen.values()]
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The categories and jurisdictions the library holds, each once, in alphabetical order. */
export function libraryFacets(templates: Template[]): {
  categories: FacetOption[];
  jurisdictions: FacetOption[];
} {
  return {
    categories: distinct(
      templates.map((template) => template.category),
      categoryLabel,
    ),
    jurisdictions: distinct(
      templates.map((template) => template.jurisdiction_code),
      (code) => code,
    ),
  };
}
