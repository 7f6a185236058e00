import type { Editor } from '@tiptap/core';

/**
 * Types `text` one character at a time the way ProseMirror does for a keystroke: the handleTextInput
 * props first (input rules, the suggestion), then a plain insertion when none took it.
 */
export function typeText(editor: Editor, text: string): void {
  const { view } = editor;
  for (const character of text) {
    const { from, to } = view.state.selection;
    const insert = () => view.state.tr.insertText(character, from, to);
    const handled = view.someProp('handleTextInput', (handle) => handle(view, from, to, character, insert));
    if (!handled) view.dispatch(insert());
  }
}

/** Presses a key in the editor through its keydown handlers (keymaps, the open suggestion). */
export function pressKey(editor: Editor, key: string): boolean {
  const { view } = editor;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  return view.someProp('handleKeyDown', (handle) => handle(view, event)) ?? false;
}

class FakeDataTransfer {
  private readonly data = new Map<string, string>();
  setData(type: string, value: string) {
    this.data.set(type, value);
  }
  getData(type: string) {
    return this.data.get(type) ?? '';
  }
}

class FakeClipboardEvent extends Event {
  readonly clipboardData: FakeDataTransfer | null;
  constructor(type: string, init: EventInit & { clipboardData?: FakeDataTransfer } = {}) {
    super(type, init);
    this.clipboardData = init.clipboardData ?? null;
  }
}

/** jsdom has no clipboard events; ProseMirror's pasteText and TipTap's paste rules create them. */
export function stubClipboard(stubGlobal: (name: string, value: unknown) => unknown): void {
  stubGlobal('DataTransfer', FakeDataTransfer);
  stubGlobal('ClipboardEvent', FakeClipboardEvent);
}
