/** A model's answer without the Markdown fence some models put around code even when told not to. */
export function withoutFence(text: string): string {
  return text
    .trim()
    .replace(/^```[a-z]*[ \t]*\n?/i, '')
    .replace(/\n?```$/, '')
    .trim();
}
