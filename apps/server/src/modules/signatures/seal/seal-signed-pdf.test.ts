import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawnSignaturePng,
  pdfPageTexts,
  pdfsig,
  printDocument,
  signedRecipient,
} from '../../../test/seal.js';
import { findSignatureFields } from './find-fields.js';
import type { SealInput } from './seal-signed-pdf.js';
import { SealError, sealSignedPdf, sha256Hex } from './seal-signed-pdf.js';
import { loadSigningCredentials, type SigningCredentials } from './signing-credentials.js';

const DOCUMENT =
  '<p>This agreement is made between the parties.</p><div data-signature-field="1"></div>' +
  '<div data-signature-field="2"></div>';

describe('sealSignedPdf', () => {
  let frozen: Uint8Array;
  let credentials: SigningCredentials;
  let input: SealInput;
  beforeAll(async () => {
    frozen = await printDocument(DOCUMENT);
    credentials = loadSigningCredentials({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'lexdraft-data-')) });
    const agent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const first = signedRecipient(1, agent);
    const second = {
      ...signedRecipient(2, agent),
      signature: { kind: 'drawn' as const, png: await drawnSignaturePng() },
    };
    input = {
      frozenPdf: frozen,
      fields: await findSignatureFields(frozen),
      stamps: [first, second].map((recipient, index) => ({
        signer: index + 1,
        name: recipient.name,
        signedAt: recipient.signedAt!,
        signature: recipient.signature!,
      })),
      certificate: {
        documentName: 'Engagement letter',
        documentId: '11111111-1111-4111-8111-111111111111',
        requestId: '22222222-2222-4222-8222-222222222222',
        documentSha256: sha256Hex(frozen),
        sentAt: new Date(Date.UTC(2026, 10, 20, 8)),
        completedAt: new Date(Date.UTC(2026, 10, 24, 10)),
        recipients: [first, second],
      },
      credentials,
      sealedAt: new Date(Date.UTC(2026, 10, 24, 10, 0, 5)),
    };
  });

  it('stamps, certifies and signs: pdfsig reports the whole file signed and valid', async () => {
    const sealed = await sealSignedPdf(input);
    expect(sealed.sha256).toBe(sha256Hex(sealed.pdf));
    const pages = await pdfPageTexts(sealed.pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Recipient 1 · 24 Nov 2026');
    expect(pages[0]).toContain('Recipient 2 · 24 Nov 2026');
    expect(pages[1]).toContain('Certificate of completion');
    expect(pages[1]).toContain(sha256Hex(frozen));
    const report = await pdfsig(sealed.pdf);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('is reported invalid once one byte of the signed range changes', async () => {
    const { pdf } = await sealSignedPdf(input);
    const ranges = /\/ByteRange \[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'));
    expect(ranges).not.toBeNull();
    const [, start = '0', length = '0'] = ranges!;
    expect(Number(start)).toBe(0);
    // A byte of the Info dictionary (the producer), inside the first signed range.
    const at = pdf.indexOf('/Producer (');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(Number(length));
    const tampered = Buffer.from(pdf);
    tampered[at + 12] = tampered[at + 12]! ^ 1;
    const report = await pdfsig(tampered);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toContain('Signature Validation: Digest Mismatch.');
  });

  it('refuses a frozen PDF whose hash is not the one recorded when it was sent', async () => {
    const changed = Buffer.from(frozen);
    changed[changed.length - 10] = changed[changed.length - 10]! ^ 1;
    await expect(sealSignedPdf({ ...input, frozenPdf: changed })).rejects.toThrow(SealError);
  });
});
