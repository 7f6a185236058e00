/**
 * Opens a download link by plain navigation: the server answers it as an attachment, so the page
 * stays where it is, and the link's own signed token is its credential (no app header is sent).
 */
export function openDownload(url: string): void {
  window.location.assign(url);
}
