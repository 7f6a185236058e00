import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { collectHeadings, type OutlineHeading } from './collect-headings';

/** Pause after the last edit before the outline is read again: typing never waits for it. */
export const OUTLINE_REFRESH_MS = 300;

const sameHeadings = (a: OutlineHeading[], b: OutlineHeading[]): boolean =>
  a.length === b.length &&
  a.every((heading, index) => {
    const other = b[index];
    return other?.pos === heading.pos && other.level === heading.level && other.text === heading.text;
  });

/** The document's headings, refreshed OUTLINE_REFRESH_MS after the document stops changing. */
export function useDocumentHeadings(editor: Editor): OutlineHeading[] {
  const [headings, setHeadings] = useState(() => collectHeadings(editor.state.doc));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      const next = collectHeadings(editor.state.doc);
      setHeadings((current) => (sameHeadings(current, next) ? current : next));
    };
    const onUpdate = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, OUTLINE_REFRESH_MS);
    };
    // The document may have changed between the first render and this subscription.
    refresh();
    editor.on('update', onUpdate);
    return () => {
      editor.off('update', onUpdate);
      clearTimeout(timer);
    };
  }, [editor]);

  return headings;
}
