// One id per error object, so that a re-render (or StrictMode's second effect) shows and logs the
// id the user already read, rather than a new one.
const ids = new WeakMap<object, string>();
const logged = new WeakSet<object>();

function newErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The id shown for `error`: the same for the same error object, a fresh one for anything else. */
export function errorIdFor(error: unknown): string {
  if (typeof error !== 'object' || error === null) return newErrorId();
  let id = ids.get(error);
  if (id === undefined) {
    id = newErrorId();
    ids.set(error, id);
  }
  return id;
}

/** Logs the error with its id once, so that a user's report can be matched to the console. */
export function logErrorOnce(id: string, error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  console.error(`Error ID: ${id}`, error);
}
