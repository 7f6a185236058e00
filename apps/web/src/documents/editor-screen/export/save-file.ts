/** Hands a file to the browser's downloads under `fileName`, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the time the click returns; a later turn frees it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
