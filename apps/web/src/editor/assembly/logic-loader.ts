import { type Editor, Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { lazyModule } from '@/lib/lazy-component';
import type { ProseMirrorParts } from './logic-plugin';

// The editor's logic (the framed views of conditions and repeats, typed-marker structuring, the
// unbalanced-marker marks, core's parser) is not part of the editor's first load (issue 29's
// budget): it is fetched at once for a document that holds logic, else on the editor's first focus.
const logicPluginCode = lazyModule(() => import('./logic-plugin'));

const LOGIC_NODES = new Set(['conditionBlock', 'conditionElse', 'repeatBlock']);
// Typed markers that may need structuring or marking: an opener, a closer, else, or a format.
const TYPED_LOGIC = /\{\{\s*(?:#|\/|else\b|[^{}|]+\|)/;

/** True when `doc` holds a logic node, a repeated row, an inline condition or a typed logic marker. */
function holdsLogic(doc: PmNode): boolean {
  let found = false;
  doc.descendants((node) => {
    if (found) return false;
    found =
      LOGIC_NODES.has(node.type.name) ||
      (node.type.name === 'tableRow' && node.attrs.each !== null) ||
      (node.isText &&
        (TYPED_LOGIC.test(node.text ?? '') ||
          node.marks.some((mark) => mark.type.name === 'inlineCondition')));
    return !found;
  });
  return found;
}

// The classes the lazy plugin is made of, from this first-load chunk (see ProseMirrorParts).
const PARTS: ProseMirrorParts = { Plugin, Decoration, DecorationSet };

// Editors that have the plugin: registered at creation when the code was here, or once fetched.
const withLogic = new WeakSet<Editor>();

function pluginOf(editor: Editor): Plugin | undefined {
  const code = logicPluginCode.current;
  if (!code || withLogic.has(editor)) return undefined;
  withLogic.add(editor);
  return code.createLogicPlugin(editor, PARTS);
}

function loadFor(editor: Editor): void {
  if (withLogic.has(editor)) return;
  logicPluginCode.load().then(
    () => {
      if (editor.isDestroyed) return;
      const plugin = pluginOf(editor);
      // Registering reconfigures the state: the views redraw and the markers are scanned.
      if (plugin) editor.registerPlugin(plugin);
    },
    // Without the code the document shows its logic unframed; the next focus tries again.
    () => undefined,
  );
}

/** Brings the editor's logic in: with the editor when its code is here, else as soon as it is needed. */
export const LogicEditing = Extension.create({
  name: 'logicEditing',

  addProseMirrorPlugins() {
    const plugin = pluginOf(this.editor);
    return plugin ? [plugin] : [];
  },

  onCreate() {
    if (holdsLogic(this.editor.state.doc)) loadFor(this.editor);
  },

  onFocus() {
    loadFor(this.editor);
  },
});
