/** The editor route of a document (spec section 2). */
export function editorPath(id: string): string {
  return `/documents/${encodeURIComponent(id)}/edit`;
}
