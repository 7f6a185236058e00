import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlToDocumentJson } from '../../lib/editor-document.js';
import { applyMappings } from './apply-mappings.js';
import { convertDocx } from './convert-docx.js';
import { readDocxPackage } from './read-package.js';

// Two public templates written in Word (fixtures/README.md gives their sources and licences).

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const preview = (name: string) => convertDocx(readDocxPackage(fixture(name)), { intelligentDetection: true });

describe('real templates', () => {
  it('Bonterms Mutual NDA cover page: every {field} in its tables, nothing lost', async () => {
    const converted = await preview('bonterms-mutual-nda-cover-page.docx');
    const texts = converted.placeholders.map((placeholder) => placeholder.text);
    expect(texts).toHaveLength(20);
    expect(texts.slice(0, 6)).toEqual([
      '{purpose}',
      '{effective_date}',
      '{nda_term}',
      '{confidentiality_period}',
      '{governing_law}',
      '{courts}',
    ]);
    expect(converted.placeholders.every((placeholder) => placeholder.locations.join() === 'table')).toBe(
      true,
    );
    expect(converted.warnings).toEqual([]);
    expect(converted.html).toContain('<strong>Key Terms</strong>');

    const applied = applyMappings(converted, { mappings: { '{courts}': null } });
    expect(applied.html).toContain('<span data-merge-field="governing_law">{{governing_law}}</span>');
    expect(applied.html).toContain('{courts}');
    expect(JSON.stringify(htmlToDocumentJson(applied.html))).toContain('"type":"mergeField"');
  });

  it('Common Paper Mutual NDA cover page: placeholders, its footer text and its header image as the letterhead', async () => {
    const converted = await preview('common-paper-mutual-nda-cover-page.docx');
    expect(converted.placeholders.map((placeholder) => placeholder.text)).toEqual(
      expect.arrayContaining([
        '{purpose}',
        '{effective_date}',
        '{governing_law}',
        '{party_1_name}',
        '{party_2_email}',
      ]),
    );
    // "[ x ]" and "[    ]" are its check boxes, not placeholders.
    expect(converted.placeholders.some((placeholder) => placeholder.text.startsWith('['))).toBe(false);
    expect(converted.footer?.content).toContain('Common Paper Mutual Non-Disclosure Agreement');
    expect(converted.header?.content).toContain('COVER PAGE');
    expect(converted.letterhead).toMatchObject({
      image_url: expect.stringMatching(/^lexdraft-import-image:/),
    });
    expect(converted.images.map((image) => [image.role, image.contentType])).toEqual([
      ['letterhead', 'image/png'],
    ]);
  });
});
