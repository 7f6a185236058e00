import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import './bare.css';

/** The baseline: TipTap with StarterKit on a plain sheet of the same width, fields as plain text. */
export function mountBare(root: HTMLElement, html: string): Editor {
  const canvas = document.createElement('div');
  canvas.className = 'bench-bare-canvas';
  const sheet = document.createElement('div');
  sheet.className = 'bench-bare-page';
  canvas.append(sheet);
  root.append(canvas);
  return new Editor({
    element: sheet,
    extensions: [StarterKit],
    content: html,
    editorProps: { attributes: { class: 'bench-bare-prose' } },
  });
}
