const ID_LENGTH = 10;

/**
 * A new suggestion's id: ten random base-36 characters. The library's default (the highest number
 * in the document plus one) would collide with ids made at the same time in another tab, or read
 * from a Word file.
 */
export function generateSuggestionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}
