// A file the user chose, read whole before it is sent. Chromium refuses to upload a chosen file
// that changed on disk since it was chosen (net::ERR_UPLOAD_FILE_CHANGED) and fetch then fails as if
// the server were down ("Cannot connect to server…", issue 29). Reading it first turns that into
// an error that says what to do, and sends the bytes read, which cannot change any more.

/** What the import says when the chosen file can no longer be read as it was chosen. */
export const FILE_CHANGED_MESSAGE = 'The file changed after you chose it. Choose the file again.';

/** The chosen file could not be read: it changed, moved or was deleted since it was chosen. */
export class ChosenFileChangedError extends Error {
  constructor() {
    super(FILE_CHANGED_MESSAGE);
    this.name = 'ChosenFileChangedError';
  }
}

/** The chosen file's bytes as they are now, as a file of the same name and type. */
export function readChosenFile(file: File): Promise<File> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = reader.result as ArrayBuffer;
      resolve(new File([bytes], file.name, { type: file.type, lastModified: file.lastModified }));
    };
    reader.onerror = () => reject(new ChosenFileChangedError());
    reader.onabort = () => reject(new ChosenFileChangedError());
    reader.readAsArrayBuffer(file);
  });
}
