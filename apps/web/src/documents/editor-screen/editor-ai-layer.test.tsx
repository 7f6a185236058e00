import { buildContent } from '@lexdraft/core';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { aiRoutes } from '../ai/ai-test-backend';
import { openEditor, pageEditor } from './editor-test-support';

// Issue 29: the editor's first load carries no assistant code. Its parts in the editor (the AI
// button, Ctrl/Cmd+J, the gutter, a finding's mark) arrive with the first focus or pointer in the
// editor; until then the editor holds none of their plugins.

const LETTER = '<h2>1. Services</h2><p>We will recieve the report.</p>';

async function openLetter() {
  const document = buildDocument({
    id: 'doc-1',
    name: 'Welcome letter',
    versions: [{ version: 1, content: buildContent(LETTER), created_at: '2025-03-04T15:30:00.000Z' }],
  });
  return openEditor(document, { routes: aiRoutes() });
}

/** The assistant's Ctrl/Cmd+J plugin is on the page's editor (documents/ai/ai-layer.tsx). */
const hasAssistant = () =>
  pageEditor().state.plugins.some((plugin) =>
    (plugin as unknown as { key: string }).key.startsWith('aiShortcut'),
  );

describe("the assistant's parts in the editor", () => {
  it('are not there when the editor opens, and come with the first focus in it', async () => {
    await openLetter();
    expect(hasAssistant()).toBe(false);

    act(() => {
      pageEditor().commands.focus('end');
    });
    await waitFor(() => expect(hasAssistant()).toBe(true));
  });

  it('come with text selected in the editor, before its focus', async () => {
    await openLetter();
    expect(hasAssistant()).toBe(false);

    act(() => {
      pageEditor().commands.setTextSelection({ from: 2, to: 6 });
    });
    expect(hasAssistant()).toBe(true);
  });

  it('come with the pointer over the editor', async () => {
    await openLetter();
    expect(hasAssistant()).toBe(false);

    fireEvent.pointerOver(pageEditor().view.dom);
    await waitFor(() => expect(hasAssistant()).toBe(true));
  });
});
