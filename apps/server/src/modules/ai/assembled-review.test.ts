import { describe, expect, it } from 'vitest';
import { useAiFirm } from '../../test/ai-firm.js';

// The built-in review of a template with logic (issue 30) reads the resolved document: the branch
// taken, not the one left out, with the values the export would print.

const firm = useAiFirm({ provider: false });

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const CLAUSE = `<p>Delivery takes place within thirty (20) days, to ${field('rush.contact')}.</p>`;
const OTHER = '<p>Delivery takes place within fourteen (14) days.</p>';
const withCondition = (expression: string, opening = '') =>
  `<h1>Delivery Terms</h1>${opening}<div data-if="${expression}">${CLAUSE}<div data-else="">${OTHER}</div></div>`;

const titles = async (html: string) => {
  const document = await firm.document(html);
  const response = await firm.request(
    await firm.session(),
    'POST',
    `/docs/documents/${document.id}/analyze`,
    {
      mode: 'review',
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .findings.map((finding: { title: string }) => finding.title)
    .join('\n');
};

describe('the built-in review of a template with logic', () => {
  it('reviews the branch taken only, and an unbalanced marker does not stop it', async () => {
    // agreement.rush has no value: the else part is reviewed, not the clause nor its field.
    const otherwise = await titles(withCondition('agreement.rush'));
    expect(otherwise).not.toMatch(/thirty \(20\)|words and digits/i);
    expect(otherwise).not.toContain('rush.contact');
    // The clause in the branch taken is found, with its field, past a marker typed without its pair.
    const taken = await titles(withCondition('not agreement.rush', '<p>Rush: {{#if agreement.rush}}</p>'));
    expect(taken).toMatch(/thirty \(20\)|words and digits/i);
    expect(taken).toContain('rush.contact');
  });
});
