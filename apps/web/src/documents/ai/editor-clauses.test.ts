import { documentBlocks, documentClauses, type JsonNode } from '@lexdraft/core';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorExtensions } from '@/editor/extensions';
import {
  clauseAt,
  clauseLabel,
  clauseRange,
  editorClauses,
  findQuote,
  textBlockPositions,
} from './editor-clauses';
import { suggestionHtml } from './finding-actions';
import { isUnchanged, rewriteDiff } from './word-diff';

// The editor's side of clause ids and findings, on the real schema: the blocks are core's blocks,
// a finding's quote is found whatever its spaces and quote marks, and a diff keeps fields whole.

let editor: Editor;
afterEach(() => editor.destroy());

function open(html: string) {
  editor = new Editor({ extensions: createEditorExtensions(), content: html });
  return editor;
}

const CONTRACT = [
  '<h1>Services Agreement</h1>',
  '<p><strong>Recitals.</strong> The parties agree.</p>',
  '<ol><li><p>1.1 Fees. The Client pays.</p></li></ol>',
  '<table><tbody><tr><td><p>2. Not a clause</p></td></tr></tbody></table>',
  '<h2>2. Confidentiality</h2>',
  '<p>Keep it  “secret” for thirty (20) days for <span data-merge-field="person.full_name">{{person.full_name}}</span>.</p>',
  '<h2>3. Notices</h2>',
  '<p>By mail.</p>',
].join('');

describe('editorClauses', () => {
  it('reads the text blocks in core’s order, so a clause id names the same block on both sides', () => {
    open(CONTRACT);
    const json = editor.getJSON() as JsonNode;
    const positions = textBlockPositions(editor.state.doc);
    const texts = positions.map((pos) => editor.state.doc.nodeAt(pos)?.textContent);
    expect(texts).toEqual(
      documentBlocks(json).map((block) => block.text.replace('{{person.full_name}}', '')),
    );
    expect(editorClauses(editor).clauses.map((clause) => clause.id)).toEqual(
      documentClauses(json).map((clause) => clause.id),
    );
  });

  it('finds the clause at a position and its range', () => {
    open(CONTRACT);
    const found = editorClauses(editor);
    let inside = 0;
    editor.state.doc.descendants((node, pos) => {
      if (node.isText && node.text?.includes('Keep it')) inside = pos + 2;
    });
    const clause = clauseAt(found, inside)!;
    expect(clause.id).toBe('confidentiality');
    expect(clauseLabel(clause)).toBe('2. Confidentiality');
    const range = clauseRange(found, clause);
    expect(editor.state.doc.textBetween(range.from, range.to, '\n')).toMatch(/^2\. Confidentiality\nKeep it/);
    expect(editor.state.doc.textBetween(range.from, range.to)).not.toContain('Notices');
  });

  it('is read once per state of the document', () => {
    open(CONTRACT);
    expect(editorClauses(editor)).toBe(editorClauses(editor));
    editor.commands.insertContentAt(1, 'The ');
    expect(editorClauses(editor).doc).toBe(editor.state.doc);
  });
});

describe('findQuote', () => {
  it('finds a quote written with other spaces and quote marks, fields as their markers', () => {
    open(CONTRACT);
    const { doc } = editor.state;
    const quote = findQuote(doc, 'Keep it "secret"\n for thirty (20) days for {{person.full_name}}')!;
    expect(doc.textBetween(quote.from, quote.to)).toBe('Keep it “secret” for thirty (20) days for ');
    expect(doc.nodeAt(quote.to - 1)?.type.name).toBe('mergeField');
  });

  it('looks only within the range given, and answers null for text that is gone', () => {
    open(CONTRACT);
    const found = editorClauses(editor);
    const notices = found.clauses.find((clause) => clause.id === 'notices')!;
    expect(findQuote(found.doc, 'thirty (20) days', clauseRange(found, notices))).toBeNull();
    expect(findQuote(found.doc, 'forty days')).toBeNull();
  });
});

describe('suggestions and their diff', () => {
  it('turns a suggestion’s field markers back into merge fields, and escapes the rest', () => {
    expect(suggestionHtml('Pay <b> {{person.full_name}} now', false)).toBe(
      'Pay &lt;b&gt; <span data-merge-field="person.full_name">{{person.full_name}}</span> now',
    );
    expect(suggestionHtml('Governing law.\n\nThis Agreement is governed by {{ spaced }}.', true)).toBe(
      '<p>Governing law.</p><p>This Agreement is governed by {{ spaced }}.</p>',
    );
  });

  it('diffs words with each field one piece: kept, dropped or added whole', () => {
    open('<p></p>');
    const field = '<span data-merge-field="person.full_name">{{person.full_name}}</span>';
    const runs = rewriteDiff(editor.schema, `We recieve it from ${field}.`, `We receive it.`);
    expect(runs.map((run) => [run.change, run.pieces])).toEqual([
      ['same', [{ kind: 'text', text: 'We ' }]],
      ['removed', [{ kind: 'text', text: 'recieve' }]],
      ['added', [{ kind: 'text', text: 'receive' }]],
      ['same', [{ kind: 'text', text: ' it' }]],
      [
        'removed',
        [
          { kind: 'text', text: ' from ' },
          { kind: 'field', id: 'person.full_name' },
        ],
      ],
      ['same', [{ kind: 'text', text: '.' }]],
    ]);
    expect(isUnchanged(rewriteDiff(editor.schema, `<p>Same ${field}</p>`, `Same ${field}`))).toBe(true);
  });
});
