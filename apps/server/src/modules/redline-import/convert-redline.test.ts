import { describe, expect, it } from 'vitest';
import { paragraph, redlineDocx, run } from './redline-fixtures.js';
import importRedlineTask from './redline-worker.js';

// The conversion itself, in process (the route test runs it on the pool's threads): moves, comment
// ranges Word wrote between paragraphs, a change crossing bold text, and property changes accepted.

// A current version that shares no paragraph with the files below: every block comes from Word.
const CURRENT = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Other.' }] }],
};

async function converted(body: string, comments = [{ id: 7, author: 'Ann', text: 'Why?', paraId: '1' }]) {
  const outcome = await importRedlineTask({ bytes: redlineDocx(body, { comments }), current: CURRENT });
  if (!('built' in outcome)) throw new Error(outcome.refused.detail);
  return outcome.built;
}

describe('the redline worker', () => {
  it('makes a move a deletion and an insertion, each its own suggestion', async () => {
    const result = await converted(
      paragraph(
        '<w:moveFrom w:id="1" w:author="Ann"><w:r><w:delText>Moved words.</w:delText></w:r></w:moveFrom>',
      ) + paragraph(`${run('Kept. ')}<w:moveTo w:id="2" w:author="Ann">${run('Moved words.')}</w:moveTo>`),
    );
    expect(result.suggestions).toBe(2);
    expect(result.html).toMatch(
      /^<p><del data-suggestion="[^"]+" data-author-name="Ann">Moved words.<\/del><\/p>/,
    );
    expect(result.html).toMatch(
      /<p>Kept\. <ins data-suggestion="[^"]+" data-author-name="Ann">Moved words.<\/ins><\/p>$/,
    );
  });

  it('anchors a comment whose range Word wrote between paragraphs, across both', async () => {
    const result = await converted(
      `<w:commentRangeStart w:id="7"/>${paragraph(run('First.'))}${paragraph(run('Second.'))}<w:commentRangeEnd w:id="7"/>`,
    );
    expect(result.html).toMatch(
      /^<p><span data-comment="([^"]+)">First\.<\/span><\/p><p><span data-comment="\1">Second\.<\/span><\/p>$/,
    );
    expect(result.threads.map((thread) => thread.quote)).toEqual(['First.\nSecond.']);
  });

  it('marks an insertion that crosses bold text piece by piece, and accepts formatting changes as they are', async () => {
    const bold =
      '<w:r><w:rPr><w:b/><w:rPrChange w:id="9" w:author="Ann"><w:rPr/></w:rPrChange></w:rPr><w:t>bold</w:t></w:r>';
    const result = await converted(
      paragraph(
        `${run('Plain ')}<w:ins w:id="3" w:author="Ann">${run('new ')}${bold}</w:ins>${run(' end.')}`,
      ),
      [],
    );
    expect(result.suggestions).toBe(1);
    expect(result.html).toMatch(
      /^<p>Plain <ins data-suggestion="([^"]+)" data-author-name="Ann">new <strong>bold<\/strong><\/ins> end\.<\/p>$/,
    );
  });
});
