import { beforeAll, describe, expect, it } from 'vitest';
import {
  bluePixels,
  drawnSignaturePng,
  pdfPageTexts,
  pdfWords,
  plainPdf,
  renderRegion,
  signedRecipient,
} from '../../../test/seal.js';
import { completionCertificate } from './completion-certificate.js';
import type { CertificateInput, CertificateRecipient } from './types.js';

const A4 = { width: 595.28, height: 841.89 };
const SHA = 'ab'.repeat(32);
// A browser string far wider than the page, with a 300-character token that has no space to break at.
const LONG_AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Extension/${'a1b2c3'.repeat(50)} Ümlaut-Браузер`;

const input = (recipients: CertificateRecipient[]): CertificateInput => ({
  documentName: 'Engagement letter — Smith & Jones',
  documentId: '11111111-1111-4111-8111-111111111111',
  requestId: '22222222-2222-4222-8222-222222222222',
  documentSha256: SHA,
  sentAt: new Date(Date.UTC(2026, 10, 20, 8, 0, 0)),
  completedAt: new Date(Date.UTC(2026, 10, 24, 10, 0, 0)),
  recipients,
});

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('completionCertificate', () => {
  let recipients: CertificateRecipient[];
  beforeAll(async () => {
    recipients = Array.from({ length: 20 }, (_, index) => signedRecipient(index + 1, LONG_AGENT));
    recipients[0] = { ...recipients[0]!, signature: { kind: 'drawn', png: await drawnSignaturePng() } };
    recipients[19] = {
      ...recipients[19]!,
      name: 'Copy Only',
      role: 'cc',
      status: 'sent',
      ip: null,
      userAgent: null,
      openedAt: null,
      viewedAt: null,
      consentedAt: null,
      consentVersion: null,
      signedAt: null,
      signature: null,
    };
  });

  it('states the document, the hash that was sent and every recipient item, over as many pages as it takes', async () => {
    const pdf = await completionCertificate(await plainPdf(1), input(recipients));
    // Layout mode keeps a label and its value on one line; runs of spaces become one.
    const pages = (await pdfPageTexts(pdf, true)).map((page) => page.replace(/[ \t]+/g, ' '));
    expect(pages.length).toBeGreaterThan(3);
    expect(pages[0]).toContain('Page 1 text');
    const text = pages.slice(1).join('\n');
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Engagement letter — Smith & Jones');
    expect(text).toContain('11111111-1111-4111-8111-111111111111');
    expect(text).toContain('22222222-2222-4222-8222-222222222222');
    expect(text).toContain(`SHA-256 of the PDF sent ${SHA}`);
    expect(text).toContain('Sent 2026-11-20 08:00:00 UTC');
    expect(text).toContain('Completed 2026-11-24 10:00:00 UTC');
    // A value that runs onto the next page goes on under that page's heading.
    const flat = squeeze(text.replaceAll('Certificate of completion (continued)', ''));
    for (const [index, recipient] of recipients.slice(0, 19).entries()) {
      const n = index + 1;
      expect(text).toContain(`${n}. Recipient ${n} — Signer`);
      expect(text).toContain(`Email ${recipient.email}`);
      expect(text).toContain(`IP address 203.0.113.${n}`);
      expect(text).toContain('Status signed');
      const minute = (offset: number) => `2026-11-24 09:${String(offset + n).padStart(2, '0')}:00 UTC`;
      expect(text).toContain(`Opened ${minute(1)}`);
      expect(text).toContain(`Viewed ${minute(2)}`);
      expect(text).toContain(`Consent Agreed ${minute(3)} (disclosure version 2026-11)`);
      expect(text).toContain(`Signed ${minute(5)}`);
      expect(text).toContain(n % 2 === 0 ? `Access code Checked ${minute(4)}` : 'Access code Not required');
      // The heading and, from the second on, the typed signature.
      expect(text.match(new RegExp(`Recipient ${n}(?!\\d)`, 'g'))?.length).toBe(n > 1 ? 2 : 1);
    }
    // The user agent is all there, wrapped: 19 times, once per signer who acted.
    expect(flat.split(squeeze(LONG_AGENT)).length - 1).toBe(19);
    expect(text).toContain('20. Copy Only — Copy (cc)');
    expect(text).toContain('Consent Not given');
    expect(text).toContain('IP address Not recorded');
  });

  it('keeps every word inside the page margins', async () => {
    const pdf = await completionCertificate(await plainPdf(1), input(recipients));
    const words = (await pdfWords(pdf)).filter((word) => word.page > 1);
    expect(words.length).toBeGreaterThan(500);
    for (const word of words) {
      expect(word.xMin).toBeGreaterThanOrEqual(55);
      expect(word.xMax).toBeLessThanOrEqual(A4.width - 55);
      expect(word.yMin).toBeGreaterThanOrEqual(50);
      expect(word.yMax).toBeLessThanOrEqual(A4.height - 50);
    }
  });

  it("shows a drawn signature's image", async () => {
    const pdf = await completionCertificate(await plainPdf(1), input(recipients.slice(0, 1)));
    expect(await pdfPageTexts(pdf)).toHaveLength(2);
    expect(
      bluePixels(await renderRegion(pdf, 2, { x: 0, y: 0, width: A4.width, height: A4.height })),
    ).toBeGreaterThan(150);
  });
});
