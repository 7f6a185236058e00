import type { FieldCounts } from '@lexdraft/core';
import type { Editor, Extensions } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DocumentEditor } from '@/editor/document-editor';
import { useFieldScan } from '@/editor/use-field-scan';
import './product.css';

// The editor screen hands scans to its store and changes to its saver; both stay out of this measure.
const noteCounts = (_counts: FieldCounts) => undefined;
const noteChange = () => undefined;

interface ProductBenchProps {
  html: string;
  extensions?: Extensions;
  onMounted: (editor: Editor) => void;
}

// The editor screen's editor: a full-height column with the product editor, its chrome and the
// merge-field panel's scan (at once, then debounced after changes).
function ProductBench({ html, extensions, onMounted }: ProductBenchProps) {
  const [editor, setEditor] = useState<Editor | null>(null);
  useFieldScan(editor, noteCounts);
  useEffect(() => {
    if (editor) onMounted(editor);
  }, [editor, onMounted]);

  return (
    <div className="flex h-full flex-col bg-background">
      <DocumentEditor
        initialHtml={html}
        editable
        showChrome
        onReady={setEditor}
        onChange={noteChange}
        extensions={extensions}
        className="min-h-0 flex-1"
      />
    </div>
  );
}

/**
 * The product editor as the editor screen shows it, resolved once mounted and first scanned; with the
 * screen's own extensions on top when given.
 */
export function mountProduct(root: HTMLElement, html: string, extensions?: Extensions): Promise<Editor> {
  return new Promise((resolve) => {
    createRoot(root).render(<ProductBench html={html} extensions={extensions} onMounted={resolve} />);
  });
}
