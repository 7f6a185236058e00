import { describe, expect, it } from 'vitest';
import { documentJsonToHtml, htmlToDocumentJson } from '../../../lib/editor-document.js';
import { HttpError } from '../../../lib/errors.js';
import { sanitizeDocumentHtml } from '../../../lib/html-sanitizer.js';
import { runLocalCommand, SELECTION_TOO_DEEP } from './index.js';

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const normalized = (html: string) => {
  const sanitized = sanitizeDocumentHtml(html);
  if (!sanitized.ok) throw new Error('too deep');
  return documentJsonToHtml(htmlToDocumentJson(sanitized.html));
};

// A clean control: legal text with none of the tables' phrases and no misspelling.
const CLEAN = [
  '<h2>7. Confidentiality</h2>',
  `<p>Each party shall keep the other party’s Confidential Information secret and use it only to perform this Agreement. ${field('entity.legal_name')} may disclose it to its advisers who are bound by duties of confidence.</p>`,
  '<ol><li><p>The obligations in this section survive termination for three (3) years.</p></li></ol>',
].join('');

describe('runLocalCommand', () => {
  it('fix: corrects text nodes only, keeping marks, merge fields and structure', async () => {
    const html = `<h2>Teh Fees</h2><p><strong>Teh</strong> Client shall recieve ${field('Recieve Date')} and the <em>agrement</em> in seperate copies.</p><ul><li><p>the the notice</p></li></ul>`;
    expect(await runLocalCommand('fix', html)).toBe(
      `<h2>The Fees</h2><p><strong>The</strong> Client shall receive ${field('Recieve Date')} and the <em>agreement</em> in separate copies.</p><ul><li><p>the notice</p></li></ul>`,
    );
  });

  it('simplify and shorter: rewrite within a text node, never across a field or a mark', async () => {
    const html = `<p>In the event that ${field('person.full_name')} pays prior to closing, <strong>prior</strong> to closing, prior ${field('Effective Date')} to closing.</p>`;
    expect(await runLocalCommand('simplify', html)).toBe(
      `<p>If ${field('person.full_name')} pays before closing, <strong>prior</strong> to closing, prior ${field('Effective Date')} to closing.</p>`,
    );
    const doublets = `<p>It is hereby agreed that <strong>any and all</strong> fees are due and payable in order to ${field('Fee Purpose')}.</p>`;
    expect(await runLocalCommand('shorter', doublets)).toBe(
      `<p><strong>All</strong> fees are due to ${field('Fee Purpose')}.</p>`,
    );
  });

  // Issue 29, item 5.
  it('shorter: cuts the legalese that simplify rewrites too', async () => {
    const html =
      '<p>In the event that the Client fails to pay, the licence is null and void. The Client hereby agrees to the terms set forth herein, as amended from time to time.</p>';
    expect(await runLocalCommand('shorter', html)).toBe(
      '<p>If the Client fails to pay, the licence is void. The Client agrees to the terms stated here, as amended.</p>',
    );
    expect(await runLocalCommand('simplify', html)).toBe(
      '<p>If the Client fails to pay, the licence is void. The Client agrees to the terms stated here, as amended.</p>',
    );
  });

  // Issue 29, item 5.
  it('fix: takes out the space before punctuation, also after a field, and leaves decimals and ellipses', async () => {
    const html = `<p>The Client may , at its option ; terminate . Notify ${field('person.full_name')} , then wait ... or pay .5 of it .</p>`;
    expect(await runLocalCommand('fix', html)).toBe(
      `<p>The Client may, at its option; terminate. Notify ${field('person.full_name')}, then wait ... or pay .5 of it.</p>`,
    );
  });

  it('answers clean text as its normalized HTML, for every command', async () => {
    for (const command of ['fix', 'simplify', 'shorter'] as const) {
      expect(await runLocalCommand(command, CLEAN)).toBe(normalized(CLEAN));
    }
    expect(await runLocalCommand('simplify', 'Plain words.')).toBe('<p>Plain words.</p>');
  });

  it('answers hostile HTML as the sanitized editor HTML only', async () => {
    const hostile =
      '<p onclick="steal()" style="color:red" class="x">Teh fee<script>alert(1)</script> <img src="x" onerror="alert(2)"><a href="javascript:alert(3)">here</a> is due prior to closing.</p><iframe src="https://evil.example"></iframe><style>p{}</style>';
    const expected = '<p>The fee here is due prior to closing.</p>';
    expect(await runLocalCommand('fix', hostile)).toBe(expected);
    expect(await runLocalCommand('simplify', hostile)).toBe('<p>Teh fee here is due before closing.</p>');
  });

  it('refuses a selection nested too deeply with a readable 422', async () => {
    const deep = `${'<blockquote>'.repeat(600)}x${'</blockquote>'.repeat(600)}`;
    await expect(runLocalCommand('fix', deep)).rejects.toEqual(new HttpError(422, SELECTION_TOO_DEEP));
  });

  it('works through a 100 KB selection', async () => {
    const paragraph = `<p>In the event that the Client fails to recieve any and all notices prior to the the deadline, ${field('entity.legal_name')} shall be entitled to terminate <strong>this agrement</strong> in order to protect its rights.</p>`;
    const html = paragraph.repeat(Math.ceil(100_000 / paragraph.length));
    expect(html.length).toBeGreaterThanOrEqual(100_000);
    const fixed = await runLocalCommand('fix', html);
    expect(fixed).not.toMatch(/recieve|agrement|the the/);
    const simplified = await runLocalCommand('simplify', html);
    expect(simplified).not.toMatch(/in the event that|prior to|entitled/i);
    const shortened = await runLocalCommand('shorter', html);
    expect(shortened).not.toMatch(/any and all|in order to/);
    // Every field survives every command.
    for (const out of [fixed, simplified, shortened]) {
      expect(out.split('data-merge-field=').length).toBe(html.split('data-merge-field=').length);
    }
  });
});
