import { type AssemblyProblem, type JsonNode, logicFields, resolveDocument } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { TriangleAlertIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { PAGE_VARIABLES, type PageDecor, pageBandVariables } from '@/editor/page-view';
import { cn } from '@/lib/utils';
import { useListValuesStore } from '@/merge-fields/list-values-store';
import { useMergeFieldStore } from '@/merge-fields/merge-field-store';
import { displayFor } from '@/merge-fields/use-merge-field-editor';
import { useValueLayersStore } from '@/merge-fields/value-layers-store';
import { previewData } from './preview-data';
import { renderResolved } from './render-resolved';
import './resolved-preview.css';

// Preview (Ctrl/Cmd+P) of a document with logic (issue 30): the taken branches only, each repeat
// expanded, formats applied, read-only. The editor's own document is never touched: its JSON is
// resolved into a copy, drawn here as plain DOM, so nothing of the resolution can be saved. This
// file and the resolver are fetched when preview first opens.

interface ResolvedPreviewProps {
  /** The editor being previewed: its document and schema. */
  editor: Editor;
  documentId: string;
  decor?: PageDecor | null;
  /** How many fields and lists the document needs and has no value for; null once preview closes. */
  onUnsetCount: (count: number | null) => void;
}

/** The resolved document on the sheet, following the values, the layers and the lists as they change. */
export function ResolvedPreview({ editor, documentId, decor, onUnsetCount }: ResolvedPreviewProps) {
  // Read once: the editor cannot change while it is previewed.
  const [doc] = useState<JsonNode>(() => editor.getJSON());
  const needsLists = useMemo(() => logicFields(doc).lists.length > 0, [doc]);
  useEffect(() => {
    if (needsLists) void useListValuesStore.getState().load(documentId);
  }, [needsLists, documentId]);

  const lists = useListValuesStore(
    useShallow(({ status, error, listValues, recordLists }) => ({ status, error, listValues, recordLists })),
  );
  const fields = useMergeFieldStore(
    useShallow(({ values, smartValues, customFields, definitions, previewMode }) => ({
      values,
      smartValues,
      customFields,
      definitions,
      previewMode,
    })),
  );
  const layers = useValueLayersStore((state) => state.layers);
  const waiting = needsLists && (lists.status === 'idle' || lists.status === 'loading');

  const resolved = useMemo(
    () => (waiting ? null : resolveDocument(doc, previewData(fields, layers, lists))),
    [waiting, doc, fields, layers, lists],
  );

  useEffect(() => {
    if (!resolved) return;
    const byId = new Map(fields.definitions.map((definition) => [definition.id, definition]));
    // With "Default values", an unset field that has a default shows it, as the chips do.
    const unset = resolved.unresolved.filter(
      (id) => !(fields.previewMode === 'defaults' && byId.get(id)?.defaultValue),
    );
    onUnsetCount(unset.length);
  }, [resolved, fields, onUnsetCount]);
  useEffect(() => () => onUnsetCount(null), [onUnsetCount]);

  const text = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useLayoutEffect(() => {
    const element = text.current;
    if (!element || !resolved) return;
    try {
      const display = displayFor(useMergeFieldStore.getState(), fields.previewMode);
      element.replaceChildren(renderResolved(editor.schema, resolved.doc, display));
      setFailure(null);
    } catch (error) {
      element.replaceChildren();
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }, [editor, resolved, fields]);

  const bands = pageBandVariables(decor);
  return (
    <section
      aria-label="Document preview"
      aria-busy={waiting || undefined}
      className="lexdraft-canvas min-h-0 min-w-0 flex-1 overflow-auto"
      style={PAGE_VARIABLES}
    >
      <PreviewNotices
        problems={resolved?.problems ?? []}
        listError={needsLists && lists.status === 'error' ? lists.error : null}
        failure={failure}
      />
      <div
        className={cn('lexdraft-page', decor?.headerPx && 'has-header', decor?.footerPx && 'has-footer')}
        style={bands}
      >
        {decor?.header}
        <div className="lexdraft-page-text">
          {decor?.letterhead}
          <div ref={text} className="lexdraft-prose" contentEditable={false} data-resolved-preview="" />
        </div>
        {decor?.footer}
      </div>
    </section>
  );
}

interface PreviewNoticesProps {
  problems: readonly AssemblyProblem[];
  listError: string | null;
  failure: string | null;
}

/** What keeps the preview from being the document as it will read: logic problems, lists not loaded. */
function PreviewNotices({ problems, listError, failure }: PreviewNoticesProps) {
  const lines = [
    ...problems.map((problem) => problem.detail),
    ...(listError ? [`${listError}: the lists show as unset.`] : []),
    ...(failure ? [`The preview could not be drawn: ${failure}`] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <div
      role="alert"
      className="mx-auto mb-3 flex max-w-[var(--page-width)] gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-xs"
    >
      <TriangleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <ul className="grid gap-0.5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
