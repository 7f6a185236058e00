// What an answer shows while it streams. A provider writes an analysis as JSON, so the panel shows
// the summary's words and the findings' titles as they arrive rather than the raw JSON; a rewrite
// arrives as HTML and shows as its text.

/** The text of a JSON string starting at `start` (just after its opening quote), up to its end or the input's. */
function partialJsonString(text: string, start: number): string {
  let out = '';
  for (let index = start; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '"') return out;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = text[index + 1];
    if (next === undefined) return out;
    index += 1;
    if (next === 'n') out += '\n';
    else if (next === 't') out += '\t';
    else if (next === 'u') {
      const hex = text.slice(index + 1, index + 5);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) return out;
      out += String.fromCharCode(Number.parseInt(hex, 16));
      index += 4;
    } else if (next !== 'r') out += next;
  }
  return out;
}

/** The values of every `"key": "..."` in a (possibly cut off) JSON text, in order. */
function stringValues(text: string, key: string): string[] {
  const values: string[] = [];
  const pattern = new RegExp(`"${key}"\\s*:\\s*"`, 'g');
  for (const match of text.matchAll(pattern))
    values.push(partialJsonString(text, match.index + match[0].length));
  return values;
}

/** A streamed analysis as far as it has come: its summary and the titles of the findings so far. */
export interface StreamedAnalysis {
  summary: string;
  titles: string[];
}

/** Reads a streamed analysis; text that is not JSON (a model answering in prose) is the summary as it is. */
export function readStreamedAnalysis(streamed: string): StreamedAnalysis {
  const bare = streamed.trimStart().replace(/^```(?:json)?\s*/i, '');
  if (!bare.startsWith('{')) return { summary: streamed.trim(), titles: [] };
  return {
    summary: stringValues(bare, 'summary')[0]?.trim() ?? '',
    titles: stringValues(bare, 'title').filter((title) => title.trim() !== ''),
  };
}

/** A streamed rewrite's text without its markup, for the preview while it arrives. */
export function streamedRewriteText(streamed: string): string {
  const text = streamed
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>?/g, '');
  const decoded = new DOMParser().parseFromString(`<body>${text}`, 'text/html').body.textContent ?? '';
  return decoded.replace(/\n{3,}/g, '\n\n').trim();
}
