import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { type FontFamily, PdfFonts } from './pdf-fonts.js';
import { drawLine, formatUtc, INK, MUTED, wrapText } from './pdf-text.js';
import { drawSignature } from './signature-art.js';
import type { CertificateInput, CertificateRecipient } from './types.js';

// The completion certificate: pages appended to the signed document that state what was signed
// (its name and id, the SHA-256 of the PDF that was sent) and, per recipient, who they were and
// what they did, when and from where. Text flows: long values (a user agent) wrap inside their
// column, and a new page begins whenever the next line would pass the bottom margin.

const MARGIN = 56;
const LABEL_WIDTH = 128;
const SIZE = 9;
const LEADING = 12.5;
const RULE = rgb(0.82, 0.84, 0.88);
const SIGNATURE_BOX = { width: 180, height: 44 };

/** Lays text out top to bottom over as many pages as it needs. */
class PageFlow {
  private page!: PDFPage;
  private y = 0;
  private readonly width: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: PdfFonts,
    private readonly size: [number, number],
  ) {
    this.width = size[0] - 2 * MARGIN;
  }

  async start(title: string): Promise<void> {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - MARGIN;
    await this.line(title, 'sans-bold', 16, 22);
  }

  /** Room for `height` points on this page, or a new page. */
  private async room(height: number): Promise<void> {
    if (this.y - height >= MARGIN) return;
    await this.start('Certificate of completion (continued)');
    this.y -= 6;
  }

  async line(text: string, family: FontFamily, size: number, leading: number, color = INK): Promise<void> {
    for (const part of await wrapText(this.fonts, text, family, size, this.width)) {
      await this.room(leading);
      this.y -= leading;
      await drawLine(this.page, this.fonts, part, { x: MARGIN, y: this.y + 3, size, family, color });
    }
  }

  async gap(height: number): Promise<void> {
    this.y -= height;
  }

  /** A label and its value, the value wrapped in its column. */
  async row(label: string, value: string): Promise<void> {
    const lines = await wrapText(
      this.fonts,
      value === '' ? '—' : value,
      'sans',
      SIZE,
      this.width - LABEL_WIDTH,
    );
    for (const [index, part] of lines.entries()) {
      await this.room(LEADING);
      this.y -= LEADING;
      if (index === 0)
        await drawLine(this.page, this.fonts, label, {
          x: MARGIN,
          y: this.y + 3,
          size: SIZE,
          family: 'sans',
          color: MUTED,
        });
      await drawLine(this.page, this.fonts, part, {
        x: MARGIN + LABEL_WIDTH,
        y: this.y + 3,
        size: SIZE,
        family: 'sans',
      });
    }
  }

  async rule(): Promise<void> {
    await this.room(10);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 4;
  }

  /** The recipient's signature, in a box beside its label. */
  async signature(recipient: CertificateRecipient): Promise<void> {
    if (!recipient.signature) return;
    const height = SIGNATURE_BOX.height + 8;
    await this.room(height);
    this.y -= height;
    await drawLine(this.page, this.fonts, 'Signature', {
      x: MARGIN,
      y: this.y + height - 12,
      size: SIZE,
      family: 'sans',
      color: MUTED,
    });
    const x = MARGIN + LABEL_WIDTH;
    this.page.drawRectangle({ x, y: this.y + 2, ...SIGNATURE_BOX, borderColor: RULE, borderWidth: 0.5 });
    await drawSignature(
      this.doc,
      this.page,
      this.fonts,
      recipient.signature,
      {
        x: x + 6,
        y: this.y + 6,
        width: SIGNATURE_BOX.width - 12,
        height: SIGNATURE_BOX.height - 8,
      },
      22,
    );
  }
}

const time = (value: Date | null) => (value ? formatUtc(value) : 'Not recorded');

function consentText(recipient: CertificateRecipient): string {
  if (!recipient.consentedAt) return 'Not given';
  return `Agreed ${formatUtc(recipient.consentedAt)} (disclosure version ${recipient.consentVersion ?? 'unknown'})`;
}

function accessCodeText(recipient: CertificateRecipient): string {
  if (!recipient.accessCodeRequired) return 'Not required';
  return recipient.codeVerifiedAt
    ? `Checked ${formatUtc(recipient.codeVerifiedAt)}`
    : 'Required, not checked';
}

async function recipientSection(
  flow: PageFlow,
  recipient: CertificateRecipient,
  index: number,
): Promise<void> {
  await flow.rule();
  const role = recipient.role === 'signer' ? 'Signer' : 'Copy (cc)';
  await flow.line(`${index + 1}. ${recipient.name} — ${role}`, 'sans-bold', 10.5, 16);
  await flow.row('Email', recipient.email);
  await flow.row('Status', recipient.status);
  await flow.row('IP address', recipient.ip ?? 'Not recorded');
  await flow.row('User agent', recipient.userAgent ?? 'Not recorded');
  await flow.row('Consent', consentText(recipient));
  await flow.row('Access code', accessCodeText(recipient));
  await flow.row('Opened', time(recipient.openedAt));
  await flow.row('Viewed', time(recipient.viewedAt));
  await flow.row('Signed', time(recipient.signedAt));
  await flow.signature(recipient);
}

/** The PDF with its completion certificate appended (pages the size of its last page). */
export async function completionCertificate(pdf: Uint8Array, input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const fonts = new PdfFonts(doc);
  const { width, height } = doc.getPage(doc.getPageCount() - 1).getSize();
  const flow = new PageFlow(doc, fonts, [width, height]);
  await flow.start('Certificate of completion');
  await flow.line(
    'Signed electronically through LexDraft. This certificate is part of the sealed file: the whole file is digitally signed, so any change made after sealing is detectable.',
    'sans',
    SIZE,
    LEADING,
    MUTED,
  );
  await flow.gap(8);
  await flow.row('Document', input.documentName);
  await flow.row('Document ID', input.documentId);
  await flow.row('Request ID', input.requestId);
  await flow.row('SHA-256 of the PDF sent', input.documentSha256);
  await flow.row('Sent', formatUtc(input.sentAt));
  await flow.row('Completed', formatUtc(input.completedAt));
  await flow.gap(6);
  await flow.line('Recipients', 'sans-bold', 12, 20);
  for (const [index, recipient] of input.recipients.entries()) await recipientSection(flow, recipient, index);
  return doc.save({ useObjectStreams: false });
}
