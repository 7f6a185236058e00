// Editor HTML for clause bodies, written in the exact form the server's sanitizer and the editor's
// HTML output give (no `<br>`, no styles), so a stored template is what the library wrote.

/** A merge field as the editor stores it; `id` is a catalogue id or a valid custom field name. */
export const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

/** Paragraphs, one per text. */
export const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/** A numbered list of paragraphs. */
export const numbered = (...items: string[]) =>
  `<ol>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ol>`;

/** A place for a signer's signature (the editor's signatureField node). */
export const signatureField = (signer: number) =>
  `<div data-signature-field="${signer}">Signature: signer ${signer}</div>`;

/** Text as one line: control and format characters and runs of white space folded to one space. */
export function plainLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One line of text written into HTML as text, markup characters escaped. */
export function escapeText(text: string): string {
  return plainLine(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
