import { documentClauses, type JsonNode } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { htmlToDocumentJson } from '../../../lib/editor-document.js';
import { sanitizeDocumentHtml } from '../../../lib/html-sanitizer.js';
import { reviewDocument } from '../reviewer/index.js';
import { type AssembleInput, assembleTemplate, LIBRARY } from './index.js';

const NOW = new Date('2026-01-15T12:00:00Z');
const assemble = (input: Partial<AssembleInput>) =>
  assembleTemplate({ prompt: '', name: '', category: '', jurisdiction_code: '', ...input });
const json = (html: string) => htmlToDocumentJson(html) as JsonNode;

const BOILERPLATE = ['governing-law', 'notices', 'severability', 'entire-agreement', 'signature-block'];

describe('assembleTemplate: choosing clauses', () => {
  it.each([
    [
      'Mutual NDA before we share our roadmap',
      '',
      'Mutual Non-Disclosure Agreement',
      'parties-nda',
      ['nda-obligations', 'nda-exclusions', 'return-of-materials'],
    ],
    ['A non-disclosure agreement', '', 'Mutual Non-Disclosure Agreement', 'parties-nda', ['nda-term']],
    [
      'confidentiality for a pitch',
      '',
      'Mutual Non-Disclosure Agreement',
      'parties-nda',
      ['nda-obligations'],
    ],
    [
      'Hire a sales director',
      '',
      'Employment Agreement',
      'parties-employment',
      ['at-will-employment', 'compensation', 'invention-assignment'],
    ],
    [
      'An offer for our new employee',
      '',
      'Employment Agreement',
      'parties-employment',
      ['employee-confidentiality'],
    ],
    [
      'Consulting for a website redesign',
      '',
      'Consulting Agreement',
      'parties-services',
      ['fees-payment', 'intellectual-property', 'independent-contractor'],
    ],
    [
      'Engage an independent contractor',
      '',
      'Independent Contractor Agreement',
      'parties-services',
      ['services-scope'],
    ],
    ['Draft one', 'Services', 'Services Agreement', 'parties-services', ['fees-payment']],
    [
      'Office lease downtown',
      '',
      'Lease Agreement',
      'parties-lease',
      ['rent', 'security-deposit', 'lease-default'],
    ],
    [
      'A cooperation between two firms',
      '',
      'Agreement',
      'parties-general',
      ['purpose', 'termination', 'further-assurances'],
    ],
  ])('%s (category %j) -> %s', (prompt, category, title, parties, expected) => {
    const result = assemble({ prompt, category });
    expect(result.title).toBe(title);
    expect(result.clauses[0]).toBe(parties);
    expect(result.clauses).toEqual(expect.arrayContaining([...expected, ...BOILERPLATE]));
    expect(result.clauses.at(-1)).toBe('signature-block');
    // Other kinds' opening clauses and sections stay out.
    expect(result.clauses.filter((id) => id.startsWith('parties-'))).toEqual([parties]);
  });

  // Issue 29, item 5: this request produced a mutual NDA.
  it('drafts an engagement letter as asked: fees, retainer, termination and New York law', () => {
    const result = assemble({
      prompt: 'An engagement letter with fees, retainer, termination and New York law',
    });
    expect(result.title).toBe('Engagement Letter');
    expect(result.clauses[0]).toBe('parties-engagement');
    expect(result.clauses).toEqual(
      expect.arrayContaining([
        'engagement-scope',
        'engagement-fees',
        'engagement-retainer',
        'engagement-termination',
        ...BOILERPLATE,
      ]),
    );
    // The kind decides the set: nothing of an NDA, a services agreement or a general agreement.
    expect(result.clauses.filter((id) => /nda|services|fees-payment|^termination$|purpose/.test(id))).toEqual(
      [],
    );
    expect(result.notes).toEqual([]);
    expect(result.html).toContain('governed by the laws of the State of New York');
    expect(result.html).toContain('<h2>1. Parties and Engagement</h2>');
    // A jurisdiction given wins over the prompt's words.
    expect(
      assemble({ prompt: 'Engagement letter under New York law', jurisdiction_code: 'US-CA' }).html,
    ).toContain('the laws of the State of California');
    for (const prompt of ['Retainer agreement for a litigation matter', 'Letter of engagement for a client'])
      expect(assemble({ prompt }).clauses[0], prompt).toBe('parties-engagement');
    expect(assemble({ prompt: 'Please draft this', category: 'Engagement Letters' }).title).toBe(
      'Engagement Letter',
    );
  });

  it('lets the category decide when the prompt names no kind', () => {
    expect(assemble({ prompt: 'Please draft this', category: 'Employment' }).clauses[0]).toBe(
      'parties-employment',
    );
    expect(assemble({ prompt: 'Please draft this', category: 'NDA' }).clauses[0]).toBe('parties-nda');
  });

  it('reads a clause asked for as a clause, not as the kind', () => {
    const services = assemble({ prompt: 'a services agreement with a confidentiality clause' });
    expect(services.clauses[0]).toBe('parties-services');
    expect(services.clauses).toContain('confidentiality');
  });

  it('adds clauses a prompt asks for, in their place, and replaces courts with arbitration', () => {
    const nda = assemble({ prompt: 'NDA, include force majeure and arbitration' });
    expect(nda.clauses).toEqual(expect.arrayContaining(['force-majeure', 'arbitration']));
    expect(nda.clauses).not.toContain('dispute-resolution');
    expect(nda.clauses.indexOf('force-majeure')).toBeLessThan(nda.clauses.indexOf('governing-law'));
    const employment = assemble({
      prompt: 'Employment agreement with a non-compete',
      jurisdiction_code: 'US-TX',
    });
    expect(employment.clauses).toContain('non-compete');
    expect(employment.notes).toEqual([]);
    const consulting = assemble({
      prompt: 'Consulting agreement with data protection and a non-solicitation clause',
    });
    expect(consulting.clauses).toEqual(expect.arrayContaining(['data-protection', 'non-solicitation']));
  });

  it('removes clauses a prompt declines, but never the boilerplate', () => {
    const result = assemble({
      prompt: 'Employment agreement without non-solicitation, no governing law, without severability',
      jurisdiction_code: 'TX',
    });
    expect(result.clauses).not.toContain('employee-non-solicitation');
    expect(result.clauses).toEqual(expect.arrayContaining(BOILERPLATE));
  });

  it('says so when an ask has no clause for the kind', () => {
    const result = assemble({ prompt: 'Lease with a non-compete' });
    expect(result.clauses).not.toContain('non-compete');
    expect(result.notes).toEqual(['The library has no “non-compete” clause for a lease; none was added.']);
  });

  it('leaves out employee covenants the state’s law voids, and says so', () => {
    const california = assemble({
      prompt: 'Employment agreement with a non-compete',
      jurisdiction_code: 'US-CA',
    });
    expect(california.clauses).not.toContain('non-compete');
    expect(california.clauses).not.toContain('employee-non-solicitation');
    expect(california.notes).toHaveLength(2);
    const minnesota = assemble({
      prompt: 'Employment agreement with a non-compete',
      jurisdiction_code: 'MN',
    });
    expect(minnesota.clauses).not.toContain('non-compete');
    expect(minnesota.clauses).toContain('employee-non-solicitation');
  });

  it('can reach every clause of the library', () => {
    const everything = [...new Set([...LIBRARY.values()].flatMap((clause) => clause.keywords))].join(', ');
    const categories = ['NDA', 'Employment', 'Services Agreement', 'Lease', 'Engagement letter', ''];
    const reached = new Set(
      categories.flatMap((category) => [
        ...assemble({ prompt: everything, category, jurisdiction_code: 'TX' }).clauses,
        ...assemble({ prompt: '', category }).clauses,
      ]),
    );
    expect([...reached].sort()).toEqual([...LIBRARY.keys()].sort());
  });
});

describe('assembleTemplate: the template', () => {
  it.each(['NDA', 'services agreement', 'employment agreement', 'lease', 'engagement letter', 'agreement'])(
    '%s: sanitizer-stable HTML whose clauses core finds, numbered 1..n after the title',
    (prompt) => {
      const result = assemble({ prompt, jurisdiction_code: 'US-NY' });
      expect(sanitizeDocumentHtml(result.html)).toEqual({ ok: true, html: result.html, blank: false });
      const found = documentClauses(json(result.html));
      // The title is a heading too, so core counts it as the first clause.
      expect(found[0]).toMatchObject({ number: null, title: result.title, level: 1 });
      expect(found.slice(1).map((clause) => [clause.number, clause.title])).toEqual(
        result.clauses.map((id, index) => [String(index + 1), LIBRARY.get(id)!.title]),
      );
    },
  );

  it.each([
    'Mutual NDA',
    'Services agreement for software development',
    'A general agreement',
    'Employment agreement for a new hire',
    'Commercial lease of office space',
  ])('the built-in reviewer finds no missing standard clause in: %s', (prompt) => {
    const result = assemble({ prompt, jurisdiction_code: 'CA' });
    const review = reviewDocument({ json: json(result.html), now: NOW, mode: 'missing_clauses' });
    expect(review.findings).toEqual([]);
    expect(review.summary).toMatch(prompt === 'Mutual NDA' ? /has all seven/ : /has all (seven|ten)/);
  });

  it('names the governing law from the jurisdiction code, or leaves a field for it', () => {
    const law = (jurisdiction_code: string) =>
      /governed by the laws of (.+?), without/.exec(assemble({ prompt: 'NDA', jurisdiction_code }).html)?.[1];
    for (const code of ['US-CA', 'CA', 'us_ca', 'California'])
      expect(law(code)).toBe('the State of California');
    expect(law('US-MA')).toBe('the Commonwealth of Massachusetts');
    expect(law('DC')).toBe('the District of Columbia');
    for (const code of ['GB', 'FR-75', ''])
      expect(law(code)).toBe(
        '<span data-merge-field="Governing Law Jurisdiction">{{Governing Law Jurisdiction}}</span>',
      );
  });

  it('uses the name given as the title, as text', () => {
    const result = assemble({ prompt: 'NDA', name: '  <b>Acme & Co</b>\n\tNDA  ' });
    expect(result.title).toBe('<b>Acme & Co</b> NDA');
    expect(
      result.html.startsWith('<h1>&lt;b&gt;Acme &amp; Co&lt;/b&gt; NDA</h1><h2>1. Parties and Purpose</h2>'),
    ).toBe(true);
    expect(sanitizeDocumentHtml(result.html)).toEqual({ ok: true, html: result.html, blank: false });
  });

  it('numbers survival’s cross-references after the clauses they name', () => {
    const result = assemble({ prompt: 'Services agreement' });
    const number = (id: string) => result.clauses.indexOf(id) + 1;
    const survival = /Sections ([\d, and]+) survive/.exec(result.html)?.[1];
    expect(survival).toBe(
      `${['fees-payment', 'confidentiality', 'intellectual-property', 'disclaimer', 'limitation-of-liability', 'indemnity', 'governing-law'].map(number).join(', ')} and ${number('dispute-resolution')}`,
    );
    expect(
      reviewDocument({ json: json(result.html), now: NOW }).findings.map((found) => found.title),
    ).not.toContain(expect.stringMatching(/missing section/));
  });

  it('lets a hostile prompt change only the choice of clauses, never the HTML', () => {
    const hostile = `<script>alert(1)</script><h2>99. Injected</h2>{{evil}} {{person.ssn_last_4}} ${'<img src=x onerror=alert(1)> lorem ipsum '.repeat(230)} NDA ${'x'.repeat(500)} include force majeure <p onclick="x">}}{{</p>`;
    expect(hostile.length).toBeGreaterThanOrEqual(10_000);
    const result = assemble({ prompt: hostile, jurisdiction_code: 'US-CA' });
    const plain = assemble({ prompt: 'NDA with force majeure', jurisdiction_code: 'US-CA' });
    expect(result).toEqual(plain);
    expect(result.html).not.toMatch(/script|onerror|onclick|Injected|evil|ssn/);
  });
});
