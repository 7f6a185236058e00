import { describe, expect, it } from 'vitest';
import { documentKind } from './document-kind.js';
import { CLEAN_AGREEMENT, contextOf } from './fixtures/documents.js';

const kindOf = (html: string) => documentKind(contextOf(html).blocks);

describe('documentKind', () => {
  it('reads the kind from the title first', () => {
    expect(kindOf(CLEAN_AGREEMENT)).toBe('agreement');
    expect(kindOf('<h1>Mutual Non-Disclosure Agreement</h1>')).toBe('nda');
    expect(kindOf('<h1>Memorandum of Understanding</h1>')).toBe('agreement');
    expect(kindOf('<h1>Executive Employment Agreement</h1>')).toBe('employment');
    expect(kindOf('<h1>Commercial Lease Agreement</h1>')).toBe('lease');
    expect(kindOf('<h1>Software License Agreement</h1>')).toBe('agreement');
    expect(kindOf('<h1>Memorandum</h1><p>To: Partners</p>')).toBe('memo');
    expect(kindOf('<h1>Engagement Letter</h1><p>This Agreement ... this Agreement.</p>')).toBe('letter');
  });

  it('then from a salutation or closing, memo lines, or an agreement’s wording', () => {
    expect(kindOf('<p>15 May 2025</p><p>Dear Ms Reyes,</p><p>We write about your lease.</p>')).toBe('letter');
    expect(kindOf('<p>Thank you for your time.</p><p>Very truly yours,</p>')).toBe('letter');
    expect(kindOf('<p>To: All partners<br>From: Managing partner<br>Re: Billing</p>')).toBe('memo');
    expect(
      kindOf('<p>Terms.</p><p>The parties agree as follows.</p><p>In witness whereof they sign.</p>'),
    ).toBe('agreement');
    expect(kindOf('<p>Notes from the call.</p>')).toBe('other');
  });
});
