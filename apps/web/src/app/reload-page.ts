/** Loads the page again from the server, fetching the current release's files. */
export function reloadPage(): void {
  window.location.reload();
}
