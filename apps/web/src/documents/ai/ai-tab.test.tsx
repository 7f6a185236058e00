import { buildContent } from '@lexdraft/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, openEditor, pageEditor } from '@/documents/editor-screen/editor-test-support';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, json } from '@/test/fake-backend';
import { useAiAnalysisStore } from './ai-analysis-store';
import { useAiStatusStore } from './ai-status-store';
import {
  aiRoutes,
  buildAnalysis,
  buildFinding,
  disabledStatus,
  eventStream,
  frame,
  offlineStatus,
  streamedError,
} from './ai-test-backend';
import { useRewriteStore } from './rewrite-store';

// The AI tab of the editor's panel against the AI routes: the presets, the streamed answer, the
// findings that show their text in the document and apply their suggestions, the failure, the
// empty answer, and a firm that turned the assistant off.

vi.setConfig({ testTimeout: 20_000 });

export const AGREEMENT = [
  '<h1>Services Agreement</h1>',
  '<h2>1. Services</h2>',
  '<p>The Provider shall serve <span data-merge-field="person.full_name">{{person.full_name}}</span> with care.</p>',
  '<h2>2. Confidentiality</h2>',
  '<p>Each party shall keep the information confidential for thirty (20) days after the end.</p>',
].join('');

beforeEach(() => {
  useAiStatusStore.getState().reset();
  useAiAnalysisStore.getState().reset();
  useRewriteStore.getState().close();
});
afterEach(dismissToasts);

async function openAiTab(options: Parameters<typeof openEditor>[1] = {}, html = AGREEMENT, ready = true) {
  const document = buildDocument({
    id: 'doc-1',
    name: 'Consulting contract',
    versions: [{ version: 1, content: buildContent(html), created_at: '2025-03-04T15:30:00.000Z' }],
  });
  const opened = await openEditor(document, { ...options, routes: { ...aiRoutes(), ...options.routes } });
  await opened.user.click(screen.getByRole('tab', { name: 'AI assistant' }));
  const panel = screen.getByRole('tabpanel', { name: 'AI assistant' });
  if (ready) await within(panel).findByRole('button', { name: 'Review for risks' });
  return { ...opened, panel };
}

const analyzeCalls = (backend: Awaited<ReturnType<typeof openAiTab>>['backend']) =>
  backend.calls('POST /docs/documents/doc-1/analyze');

describe('the AI tab', () => {
  it('reviews for risks: the answer streams in, then the summary and the findings with who answered', async () => {
    const gate = deferred<void>();
    const { panel, user, backend } = await openAiTab({
      routes: {
        'POST /docs/documents/:id/analyze': async () => {
          const result = buildAnalysis({
            summary: 'The agreement has 2 problems.',
            findings: [
              buildFinding({
                severity: 'high',
                title: 'Missing clause: Governing law',
                quote: '',
                clause_id: null,
              }),
              buildFinding(),
              buildFinding({
                severity: 'low',
                title: 'Merge field without a value: person.full_name',
                clause_id: 'services',
                quote: '{{person.full_name}}',
              }),
            ],
          });
          // The first frames go out at once; the result waits for the test.
          const head = [
            frame('delta', { text: '{"summary":"The agreement has' }),
            frame('delta', { text: ' 2 problems."' }),
          ];
          await gate.promise;
          return eventStream([...head, frame('result', result)]);
        },
      },
    });
    await user.click(within(panel).getByRole('button', { name: 'Review for risks' }));
    expect(within(panel).getByRole('status', { name: 'Analyzing the document' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    gate.resolve();

    const result = await within(panel).findByRole('region', { name: 'Review for risks' });
    expect(within(result).getByText('The agreement has 2 problems.')).toBeInTheDocument();
    expect(within(result).getByText('Built-in reviewer')).toBeInTheDocument();
    expect(within(result).getByText('3 findings: 1 high, 1 medium, 1 low')).toBeInTheDocument();
    const cards = within(within(result).getByRole('list', { name: 'Findings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    // About the whole document: nothing to show in it.
    expect(within(cards[0]!).queryByRole('button')).not.toBeInTheDocument();
    // A field in a quote shows as the document's chip shows it.
    const chip = document.querySelector('.ProseMirror [data-merge-field="person.full_name"]');
    expect(chip?.textContent).toBeTruthy();
    expect(within(cards[2]!).getByTitle('{{person.full_name}}')).toHaveTextContent(chip?.textContent ?? '');
    expect(cards[2]).not.toHaveTextContent('{{');
    expect(within(cards[0]!).getByText('High')).toHaveAttribute('data-slot', 'badge');
    expect(within(cards[1]!).getByText('2. Confidentiality')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('“thirty (20) days”')).toBeInTheDocument();

    const sent = analyzeCalls(backend)[0]!;
    expect(sent.headers.get('Accept')).toBe('text/event-stream');
    expect(sent.json()).toEqual({ prompt: '', mode: 'review' });
  });

  it('shows the streamed summary while it arrives', async () => {
    const gate = deferred<Response>();
    const { panel, user } = await openAiTab({
      routes: { 'POST /docs/documents/:id/analyze': () => gate.promise },
    });
    await user.click(within(panel).getByRole('button', { name: 'Summarize' }));
    const stream = new TransformStream<Uint8Array, Uint8Array>();
    const writer = stream.writable.getWriter();
    gate.resolve(new Response(stream.readable, { headers: { 'Content-Type': 'text/event-stream' } }));
    await writer.write(
      new TextEncoder().encode(frame('delta', { text: '{"summary":"A services agreement' })),
    );
    expect(await within(panel).findByText('A services agreement')).toBeInTheDocument();
    await writer.write(new TextEncoder().encode(frame('result', buildAnalysis({ findings: [] }))));
    expect(await within(panel).findByText('No issues found')).toBeInTheDocument();
  });

  it('says "No issues found" when the review finds nothing', async () => {
    const { panel, user, backend } = await openAiTab({
      routes: aiRoutes({ analysis: buildAnalysis({ summary: 'All clear.', findings: [] }) }),
    });
    await user.click(within(panel).getByRole('button', { name: 'Check missing clauses' }));
    expect(await within(panel).findByText('No issues found')).toBeInTheDocument();
    expect(analyzeCalls(backend)[0]?.json()).toEqual({ prompt: '', mode: 'missing_clauses' });
  });

  it('shows "Failed to analyze document" with the server’s reason, and tries again', async () => {
    let failures = 1;
    const { panel, user } = await openAiTab({
      routes: {
        'POST /docs/documents/:id/analyze': () =>
          failures-- > 0
            ? streamedError(504, 'The AI provider did not answer in time')
            : json(200, buildAnalysis()),
      },
    });
    await user.click(within(panel).getByRole('button', { name: 'Review for risks' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to analyze document');
    expect(alert).toHaveTextContent('The AI provider did not answer in time');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('region', { name: 'Review for risks' })).toBeInTheDocument();
  });

  it('asks a typed question as the prompt', async () => {
    const { panel, user, backend } = await openAiTab();
    await user.type(
      within(panel).getByRole('textbox', { name: 'Ask about this document' }),
      'Who pays?{Enter}',
    );
    expect(await within(panel).findByRole('region', { name: 'Your question' })).toBeInTheDocument();
    expect(analyzeCalls(backend)[0]?.json()).toEqual({ prompt: 'Who pays?' });
  });

  it('explains the clause at the cursor through the clause route', async () => {
    const { panel, user, backend } = await openAiTab();
    const editor = pageEditor();
    let inside = 0;
    editor.state.doc.descendants((node, pos) => {
      if (node.isText && node.text?.includes('thirty')) inside = pos + 3;
    });
    act(() => {
      editor.commands.setTextSelection(inside);
    });
    await user.click(within(panel).getByRole('button', { name: 'Explain this clause' }));
    expect(
      await within(panel).findByRole('region', { name: 'Clause: 2. Confidentiality' }),
    ).toBeInTheDocument();
    const sent = backend.calls('POST /docs/documents/doc-1/clauses/confidentiality/analyze');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.json() as { prompt: string }).prompt).toMatch(/^Explain this clause/);
  });

  it('asks for the cursor in a clause when the document has none', async () => {
    const { panel, user, backend } = await openAiTab({}, '<p>Dear client, thank you.</p>');
    await user.click(within(panel).getByRole('button', { name: 'Explain this clause' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Put the cursor in a clause of the document');
    expect(backend.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('selects a finding’s quote in the document when it is clicked', async () => {
    const { panel, user } = await openAiTab();
    await user.click(within(panel).getByRole('button', { name: 'Review for risks' }));
    await user.click(
      await within(panel).findByRole('button', { name: /Numbers disagree\. Show in document/ }),
    );
    const { state } = pageEditor();
    expect(state.doc.textBetween(state.selection.from, state.selection.to)).toBe('thirty (20) days');
    expect(document.querySelector('.ai-finding-highlight')).toHaveTextContent('thirty (20) days');
  });

  it('applies a suggestion only through the review, and one Undo takes it back', async () => {
    const { panel, user } = await openAiTab({
      routes: aiRoutes({
        analysis: buildAnalysis({ findings: [buildFinding({ suggestion: 'thirty (30) days' })] }),
      }),
    });
    await user.click(within(panel).getByRole('button', { name: 'Review for risks' }));
    await user.click(await within(panel).findByRole('button', { name: 'Apply suggestion' }));

    const review = await screen.findByRole('dialog', { name: 'Numbers disagree' });
    expect(within(review).getByText('20', { selector: 'del' })).toBeInTheDocument();
    expect(within(review).getByText('30', { selector: 'ins' })).toBeInTheDocument();
    const before = pageEditor().getHTML();
    await user.click(within(review).getByRole('button', { name: /Accept/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageEditor().getText()).toContain('confidential for thirty (30) days after');

    act(() => {
      pageEditor().commands.undo();
    });
    expect(pageEditor().getHTML()).toBe(before);
  });

  // Issue 29, item 5: the missing clause went in after the signature block.
  it('applies a missing clause before the signatures, after the last numbered clause', async () => {
    const signed = [
      AGREEMENT,
      '<h2>3. Signatures</h2>',
      '<p>The parties have signed this Agreement as of the Effective Date.</p>',
      '<p>Name: Jane Client</p>',
    ].join('');
    const { panel, user } = await openAiTab(
      {
        routes: aiRoutes({
          analysis: buildAnalysis({
            findings: [
              buildFinding({
                title: 'Missing clause: Governing law',
                clause_id: null,
                quote: '',
                suggestion: 'This Agreement is governed by the laws of [State].',
              }),
            ],
          }),
        }),
      },
      signed,
    );
    await user.click(within(panel).getByRole('button', { name: 'Review for risks' }));
    await user.click(await within(panel).findByRole('button', { name: 'Apply suggestion' }));
    const review = await screen.findByRole('dialog', { name: 'Missing clause: Governing law' });
    await user.click(within(review).getByRole('button', { name: /Accept/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const blocks: string[] = [];
    pageEditor().state.doc.forEach((node) => {
      blocks.push(node.textContent);
    });
    expect(blocks.slice(-5)).toEqual([
      'Each party shall keep the information confidential for thirty (20) days after the end.',
      'This Agreement is governed by the laws of [State].',
      '3. Signatures',
      'The parties have signed this Agreement as of the Effective Date.',
      'Name: Jane Client',
    ]);
  });

  // Issue 29, item 5: a finding's suggestion that drops a merge field was still offered.
  it('offers no suggestion that drops a merge field of its quote, and names the field', async () => {
    const { panel, user } = await openAiTab({
      routes: aiRoutes({
        analysis: buildAnalysis({
          source: 'provider',
          model: 'gpt-4',
          findings: [
            buildFinding({
              title: 'Vague duty',
              clause_id: 'services',
              quote: 'serve {{person.full_name}} with care',
              suggestion: 'serve the client with reasonable care',
            }),
          ],
        }),
      }),
    });
    await user.click(within(panel).getByRole('button', { name: 'Review for risks' }));
    expect(
      await within(panel).findByText('The suggestion dropped {{person.full_name}}; the original was kept'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Apply suggestion' })).not.toBeInTheDocument();
  });

  it('the gutter’s Analyze button beside a clause heading analyses that clause in the tab', async () => {
    const { user, backend } = await openAiTab();
    await user.click(screen.getByRole('tab', { name: 'Merge Fields' }));
    const editor = pageEditor();
    let heading = 0;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === 'heading' && node.textContent === '2. Confidentiality') heading = pos + 2;
    });
    act(() => {
      editor.chain().focus().setTextSelection(heading).run();
    });
    await user.click(await screen.findByRole('button', { name: 'Analyze clause: 2. Confidentiality' }));
    expect(screen.getByRole('tab', { name: 'AI assistant' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'AI assistant' });
    expect(
      await within(panel).findByRole('region', { name: 'Clause: 2. Confidentiality' }),
    ).toBeInTheDocument();
    expect(backend.calls('POST /docs/documents/doc-1/clauses/confidentiality/analyze')[0]?.json()).toEqual({
      prompt: '',
      mode: 'review',
    });
  });

  it('says the assistant is off when the firm turned it off', async () => {
    const { panel } = await openAiTab({ routes: aiRoutes({ status: disabledStatus() }) }, AGREEMENT, false);
    expect(await within(panel).findByRole('heading', { name: 'AI assistant is off' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Review for risks' })).not.toBeInTheDocument();
  });

  it('says so when no provider is configured', async () => {
    const { panel } = await openAiTab({ routes: aiRoutes({ status: offlineStatus() }) });
    expect(await within(panel).findByText(/No AI provider is configured/)).toBeInTheDocument();
  });
});
