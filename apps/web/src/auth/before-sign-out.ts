// Work that must finish before an explicit sign-out ends the session: an open editor registers its
// save here. Kept apart from the local drafts' storage, which the signed-out pages never load.

/** Work to do before an explicit sign-out ends the session: the editor's save; true when all is saved. */
type BeforeSignOut = () => Promise<boolean>;
const beforeSignOut = new Set<BeforeSignOut>();

/** Registers work to finish before sign-out; returns its removal. */
export function onBeforeSignOut(task: BeforeSignOut): () => void {
  beforeSignOut.add(task);
  return () => beforeSignOut.delete(task);
}

/** Longest wait for the editor's save before signing out anyway. */
export const SIGN_OUT_SAVE_WAIT_MS = 5000;

/** True when something must be done before signing out. */
export function hasWorkBeforeSignOut(): boolean {
  return beforeSignOut.size > 0;
}

/**
 * Runs the registered work (the editor's save), waiting at most SIGN_OUT_SAVE_WAIT_MS; true when
 * everything got saved in that time.
 */
export async function finishBeforeSignOut(): Promise<boolean> {
  const work = Promise.all([...beforeSignOut].map((task) => task().catch(() => false))).then((results) =>
    results.every(Boolean),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), SIGN_OUT_SAVE_WAIT_MS);
  });
  const saved = await Promise.race([work, limit]);
  clearTimeout(timer);
  return saved;
}
