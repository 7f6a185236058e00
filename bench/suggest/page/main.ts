import type { Editor } from '@tiptap/core';
import { SuggestingHook, setSuggesting } from '@/editor/suggesting/suggesting-loader';
import { editorTarget, exposeBench } from '../../editor/page/bench-setup';
import { mountProduct } from '../../editor/page/product';
import { buildSuggestedContract } from '../suggested';

// ?variant=editing|suggesting: the product editor with the editor screen's suggesting hook, on the
// contract with its 1,000 suggestions, in Editing mode or switched to Suggesting before typing.

declare global {
  interface Window {
    /** What the editor opened, so that the run can tell it typed into the right document and mode. */
    __opened?: { suggestions: number; suggesting: boolean };
  }
}

const variant =
  new URLSearchParams(location.search).get('variant') === 'suggesting' ? 'suggesting' : 'editing';
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function countSuggestionIds(editor: Editor): number {
  const ids = new Set<string>();
  editor.state.doc.descendants((node) => {
    for (const mark of node.marks) {
      if (mark.type.name === 'insertion' || mark.type.name === 'deletion') ids.add(String(mark.attrs.id));
    }
  });
  return ids.size;
}

performance.mark('bench:main');
const html = buildSuggestedContract('suggested');
performance.mark('bench:html');
const editor = await mountProduct(root, html, [SuggestingHook]);
performance.mark('bench:mounted');
await setSuggesting(editor, variant === 'suggesting');
const { isSuggestChangesEnabled } = await import('@handlewithcare/prosemirror-suggest-changes');
window.__opened = {
  suggestions: countSuggestionIds(editor),
  suggesting: isSuggestChangesEnabled(editor.state),
};
await exposeBench(() => editorTarget(editor, 'product', html));
