import type { CommentThread } from '@/api/comments';

// Commented text has a soft yellow background, the active thread's a stronger one; a resolved
// thread's text is not highlighted. TipTap renders the comment mark as `<span data-comment="ID">`,
// so one style rule per open thread does it: nothing scans or decorates the document, however long.
// Threads not yet read from the server are not highlighted (they may be resolved).

/** The style sheet's text for the threads: open ones soft, the active one strong (even if resolved). */
export function threadHighlightCss(threads: readonly CommentThread[], activeThreadId: string | null): string {
  const selector = (id: string) => `.ProseMirror span[data-comment="${CSS.escape(id)}"]`;
  const open = threads.filter((thread) => !thread.resolved).map((thread) => selector(thread.id));
  const rules: string[] = [];
  if (open.length > 0) rules.push(`${open.join(',\n')} { background-color: var(--comment-highlight); }`);
  if (activeThreadId)
    rules.push(`${selector(activeThreadId)} { background-color: var(--comment-highlight-active); }`);
  return rules.join('\n');
}

/** A `<style>` element in the page's head for the highlight: its text is set with `update`. */
export function mountHighlightStyle(): { update: (css: string) => void; remove: () => void } {
  const element = document.createElement('style');
  element.dataset.commentHighlight = '';
  document.head.append(element);
  return {
    update: (css) => {
      if (element.textContent !== css) element.textContent = css;
    },
    remove: () => element.remove(),
  };
}
