import type { Editor } from '@tiptap/core';
import { editorTarget, exposeBench } from '../../editor/page/bench-setup';
import { afterNextPaint } from '../../editor/page/paint-probe';
import { mountProduct } from '../../editor/page/product';
import { buildTemplate, TYPING_CLAUSE } from '../template';

// ?variant=logic|plain: the product editor on the assembly template, or on the same document without
// its logic nodes as the editor shows it (template.ts's `unwrapped`: every branch inline, each repeat
// written once). The typing probe and the field scan are the editor benchmark's own.

declare global {
  interface Window {
    /** The logic nodes the editor holds once opened, so the run can tell that none were dropped. */
    __opened?: { conditionBlocks: number; repeatBlocks: number; clauseInCondition: boolean };
  }
}

const variant = new URLSearchParams(location.search).get('variant') === 'plain' ? 'plain' : 'logic';
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** The paragraph that opens with TYPING_CLAUSE: inside the middle condition of the template. */
function findClause(editor: Editor) {
  let found: { pos: number; size: number; inCondition: boolean } | undefined;
  editor.state.doc.descendants((node, pos) => {
    if (found) return false;
    if (node.type.name === 'paragraph' && node.textContent.startsWith(TYPING_CLAUSE)) {
      const place = editor.state.doc.resolve(pos);
      const inCondition = place.depth >= 1 && place.node(1).type.name === 'conditionBlock';
      found = { pos, size: node.content.size, inCondition };
      return false;
    }
    return true;
  });
  if (!found) throw new Error('The document has no typing clause');
  return found;
}

// The caret goes to the middle of the clause, in both variants the same paragraph.
async function placeInClause(editor: Editor): Promise<void> {
  const clause = findClause(editor);
  editor
    .chain()
    .focus()
    .setTextSelection(clause.pos + 1 + Math.floor(clause.size / 2))
    .scrollIntoView()
    .run();
  // TipTap focuses in a rAF: the second frame shows the caret in place.
  await afterNextPaint();
  await afterNextPaint();
  if (!editor.view.hasFocus()) throw new Error('The editor did not take the focus');
}

function countNodes(editor: Editor, name: string): number {
  let count = 0;
  editor.state.doc.descendants((node) => {
    if (node.type.name === name) count += 1;
  });
  return count;
}

performance.mark('bench:main');
const html = buildTemplate(variant === 'plain' ? 'unwrapped' : 'logic');
performance.mark('bench:html');
const editor = await mountProduct(root, html);
performance.mark('bench:mounted');
window.__opened = {
  conditionBlocks: countNodes(editor, 'conditionBlock'),
  repeatBlocks: countNodes(editor, 'repeatBlock'),
  clauseInCondition: findClause(editor).inCondition,
};
await exposeBench(() => ({
  ...editorTarget(editor, 'product', html),
  placeCaret: () => placeInClause(editor),
}));
