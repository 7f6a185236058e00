import { isRecord } from '@lexdraft/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DocumentRecord } from '@/api/documents';
import { getHeaderFooterConfig, getLetterhead } from '@/api/layout';
import type { PageDecor } from '@/editor/page-view';
import { currentContent } from '../document-content';
import { useDocumentLayoutStore } from './document-layout-store';

type Drawing = typeof import('./document-page-decor');

/**
 * The letterhead the record holds, as the export finds it (export/find-letterhead.ts): the
 * content's, else the document's own metadata's (the older place); undefined when the record
 * cannot tell (a document never saved keeps it beside its values, which the record does not show).
 */
function recordLetterhead(document: DocumentRecord): unknown {
  const content = currentContent(document);
  if (!isRecord(content)) return undefined;
  const metadata = isRecord(content.metadata) ? content.metadata : {};
  return metadata.letterhead ?? document.metadata.letterhead ?? null;
}

/**
 * What the page view shows around the text: the letterhead, header and footer. The header and
 * footer (and a never-saved document's letterhead) are asked for once the editor is `ready`, so
 * the text paints first; the code that draws them is fetched only when there is something to draw,
 * and everything shows at once when it is all here (the sheet changes once). What the settings
 * dialogs save shows at once (document-layout-store.ts).
 */
export function useDocumentLayout(document: DocumentRecord, ready: boolean): PageDecor | null {
  const { id } = document;
  const settled = useDocumentLayoutStore((state) => state.documentId === id && state.settled);
  const config = useDocumentLayoutStore((state) => (state.documentId === id ? state.config : undefined));
  const saved = useDocumentLayoutStore((state) => (state.documentId === id ? state.letterhead : undefined));
  const fromRecord = useMemo(() => recordLetterhead(document), [document]);
  const letterhead = saved !== undefined ? saved : fromRecord;

  // The record when the load starts: a later one of the same document loads nothing again.
  const record = useRef(document);
  record.current = document;
  useEffect(() => {
    if (!ready) return;
    const store = useDocumentLayoutStore.getState();
    const opened = record.current;
    store.open(id);
    const controller = new AbortController();
    const { signal } = controller;
    const unknown =
      recordLetterhead(opened) === undefined
        ? getLetterhead(id, { signal }).then((found) => found ?? opened.metadata.letterhead ?? null)
        : undefined;
    void Promise.allSettled([getHeaderFooterConfig(id, { signal }), unknown]).then(([found, stored]) => {
      // Silent on failure: the sheet shows the text without them, and the export still prints them.
      if (signal.aborted) return;
      store.loaded(id, {
        config: found.status === 'fulfilled' ? found.value : undefined,
        letterhead: stored.status === 'fulfilled' ? stored.value : undefined,
      });
    });
    return () => {
      controller.abort();
      store.close(id);
    };
  }, [ready, id]);

  const wanted =
    settled && (config?.header.enabled === true || config?.footer.enabled === true || letterhead != null);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    if (!wanted || drawing) return;
    import('./document-page-decor')
      .then(setDrawing)
      // Nothing drawn rather than a crash: the export still prints them.
      .catch(() => undefined);
  }, [wanted, drawing]);

  return useMemo(
    () => (wanted && drawing ? drawing.pageDecor(config, letterhead) : null),
    [wanted, drawing, config, letterhead],
  );
}
