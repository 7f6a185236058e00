import {
  AlignmentType,
  Document,
  Footer,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  TextRun,
} from 'docx';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ConvertedDocx, convertDocx } from './convert-docx.js';
import {
  blockControl,
  complexMergeField,
  inlineControl,
  layoutDocx,
  patchDocx,
  patchPoint,
  placeholderStylesDocx,
} from './fixtures/word-fixtures.js';
import { readDocxPackage } from './read-package.js';

const convert = async (bytes: Uint8Array, intelligentDetection = true) =>
  convertDocx(readDocxPackage(bytes), { intelligentDetection });

const byText = (converted: ConvertedDocx) =>
  new Map(converted.placeholders.map((placeholder) => [placeholder.text, placeholder]));

async function oneParagraphDocx(xml: string): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: [patchPoint('here')] }] });
  return patchDocx(new Uint8Array(await Packer.toBuffer(doc)), { here: xml });
}

describe('convertDocx: placeholders', () => {
  let styles: Uint8Array;
  let converted: ConvertedDocx;
  beforeAll(async () => {
    styles = await placeholderStylesDocx();
    converted = await convert(styles);
  });

  it('finds every placeholder style, each with its kind, where it is, how often and a suggestion', () => {
    expect(
      converted.placeholders.map(({ text, kind, locations, occurrences, suggested_field }) => ({
        text,
        kind,
        locations,
        occurrences,
        suggested_field,
      })),
    ).toEqual([
      {
        text: '{{ client_first_name }}',
        kind: 'double_brace',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'person.first_name',
      },
      {
        text: '[Company Name]',
        kind: 'square_bracket',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'entity.name',
      },
      {
        text: '[EIN]',
        kind: 'square_bracket',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'entity.ein',
      },
      {
        text: '{state_of_formation}',
        kind: 'single_brace',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'entity.state_of_formation',
      },
      {
        text: '<<Client Name>>',
        kind: 'angle_brackets',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'person.full_name',
      },
      {
        text: '«Closing Date»',
        kind: 'guillemets',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'closing_date',
      },
      {
        text: '«Client_Name»',
        kind: 'merge_field',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'person.full_name',
      },
      {
        text: '«Matter_Date»',
        kind: 'merge_field',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'matter_date',
      },
      {
        text: 'Governing Law',
        kind: 'content_control',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'governing_law',
      },
      {
        text: 'Entity Address',
        kind: 'content_control',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'entity.entity_address',
      },
      {
        text: 'Name: ________',
        kind: 'blank',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'person.full_name',
      },
      {
        text: 'Signature: ____',
        kind: 'blank',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'signature',
      },
      {
        text: 'Date of Birth: ____',
        kind: 'blank',
        locations: ['body'],
        occurrences: 1,
        suggested_field: 'person.date_of_birth',
      },
      {
        text: '{{client_email}}',
        kind: 'double_brace',
        locations: ['body', 'table'],
        occurrences: 2,
        suggested_field: 'person.primary_email',
      },
      {
        text: '{{client_first_name}}',
        kind: 'double_brace',
        locations: ['header'],
        occurrences: 1,
        suggested_field: 'person.first_name',
      },
      {
        text: '[Matter Number]',
        kind: 'square_bracket',
        locations: ['footer'],
        occurrences: 1,
        suggested_field: 'matter_number',
      },
    ]);
  });

  it('reads a {{field}} split across runs with different formatting as one, marked where it starts', () => {
    expect(converted.html).toContain(
      '<p>Dear <mark data-placeholder="0">{{ client_first_name }}</mark>, welcome.</p>',
    );
    expect(byText(converted).get('{{ client_first_name }}')?.context).toBe(
      'Dear {{ client_first_name }}, welcome.',
    );
  });

  it('marks each occurrence in place with the text the document shows', () => {
    expect(converted.html).toContain('<mark data-placeholder="6">«Client_Name»</mark>');
    expect(converted.html).toContain('Complex field: <mark data-placeholder="7">«Matter_Date»</mark>');
    expect(converted.html).toContain(
      'Governing law: <mark data-placeholder="8">Click or tap here to enter text.</mark>',
    );
    expect(converted.html).toContain('<mark data-placeholder="4">&lt;&lt;Client Name&gt;&gt;</mark>');
    expect(converted.html.match(/data-placeholder="13"/g)).toHaveLength(2);
    expect(converted.header?.content).toBe(
      '<p>Prepared for <mark data-placeholder="14">{{client_first_name}}</mark></p>',
    );
    expect(converted.footer?.content).toBe('<p>Ref <mark data-placeholder="15">[Matter Number]</mark></p>');
  });

  it('leaves broken placeholders as text and lists them in the warnings', () => {
    expect(converted.html).toContain('<p>Broken: {{name and empty {{}} stay text.</p>');
    expect(converted.warnings).toEqual([
      'Unterminated placeholder "{{name" in the body ("Broken: {{name and empty {{}} stay text."): it has no closing }} and was left as text.',
      'Empty placeholder "{{}}" in the body ("Broken: {{name and empty {{}} stay text."): it names no field and was left as text.',
    ]);
  });

  it('finds only {{field}}, MERGEFIELD and content controls without intelligent detection', async () => {
    const plain = await convert(styles, false);
    expect(plain.placeholders.map((placeholder) => placeholder.kind)).toEqual([
      'double_brace',
      'merge_field',
      'merge_field',
      'content_control',
      'content_control',
      'double_brace',
      'double_brace',
    ]);
    expect(plain.html).toContain(
      'This agreement is made with [Company Name], EIN [EIN], a {state_of_formation} company.',
    );
    expect(plain.html).toContain('Name: ________');
  });

  it('takes a MERGEFIELD by its name, quoted or not, whatever it shows', async () => {
    const converted = await convert(
      await oneParagraphDocx(
        `<w:p>${complexMergeField('x', '', ' MERGEFIELD  "Client Full Name"  \\* Upper ')}<w:fldSimple w:instr=" MERGEFIELD Fee \\* MERGEFORMAT "><w:r><w:t>$1,000</w:t></w:r></w:fldSimple></w:p>`,
      ),
    );
    expect(
      converted.placeholders.map((placeholder) => [placeholder.text, placeholder.suggested_field]),
    ).toEqual([
      ['«Client Full Name»', 'person.full_name'],
      ['«Fee»', 'fee'],
    ]);
    expect(converted.html).toBe(
      '<p><mark data-placeholder="0">«Client Full Name»</mark><mark data-placeholder="1">$1,000</mark></p>',
    );
  });

  it('leaves a MERGEFIELD inside another field (an IF) as the text Word shows, and other simple fields as their text', async () => {
    const nested =
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> IF </w:instrText></w:r>' +
      complexMergeField('Gender', 'M') +
      '<w:r><w:instrText> = "M" "Mr." "Ms." </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
      '<w:r><w:t>Mr.</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';
    const converted = await convert(
      await oneParagraphDocx(
        `<w:p>${nested}<w:r><w:t xml:space="preserve"> dated </w:t></w:r><w:fldSimple w:instr=" DATE "><w:r><w:t>1 May</w:t></w:r></w:fldSimple></w:p>`,
      ),
    );
    expect(converted.placeholders).toEqual([]);
    expect(converted.html).toBe('<p>Mr. dated 1 May</p>');
  });

  it('keeps content controls without a tag or title, and long block controls, as text', async () => {
    const clause = `<w:sdt><w:sdtPr><w:tag w:val="clause-7"/></w:sdtPr><w:sdtContent><w:p><w:r><w:t>${'The parties agree. '.repeat(8)}</w:t></w:r></w:p><w:p><w:r><w:t>More.</w:t></w:r></w:p></w:sdtContent></w:sdt>`;
    const converted = await convert(
      await oneParagraphDocx(
        `<w:p><w:r><w:t xml:space="preserve">Pick: </w:t></w:r>${inlineControl(undefined, undefined, 'Choose')}</w:p>${clause}${blockControl('Client', 'Jane')}`,
      ),
    );
    expect(converted.placeholders.map((placeholder) => placeholder.text)).toEqual(['Client']);
    expect(converted.html).toContain('<p>Pick: Choose</p>');
    expect(converted.html).toContain('<p>More.</p>');
    expect(converted.html).toContain('<p><mark data-placeholder="0">Jane</mark></p>');
  });

  it('refuses nothing over broken placeholders: the import goes on', async () => {
    const converted = await convert(
      await oneParagraphDocx('<w:p><w:r><w:t>{{ {{a}} }} {{b</w:t></w:r></w:p>'),
    );
    expect(converted.html).toContain('{{');
    expect(converted.warnings.length).toBeGreaterThan(0);
  });

  it('finds placeholders in a text box, once though Word writes the box twice (shape and VML fallback)', async () => {
    const box = (kind: 'choice' | 'fallback') =>
      `<w:txbxContent><w:p><w:r><w:t>Attn: [Client Name] (${kind})</w:t></w:r></w:p></w:txbxContent>`;
    const converted = await convert(
      await oneParagraphDocx(
        '<w:p><w:r><w:t xml:space="preserve">Letter </w:t></w:r><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">' +
          `<mc:Choice Requires="wps"><w:drawing><wp:anchor xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wps:txbx xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">${box('choice')}</wps:txbx></wp:anchor></w:drawing></mc:Choice>` +
          `<mc:Fallback><w:pict><v:shape xmlns:v="urn:schemas-microsoft-com:vml"><v:textbox>${box('fallback')}</v:textbox></v:shape></w:pict></mc:Fallback>` +
          '</mc:AlternateContent></w:r></w:p>',
      ),
    );
    const found = byText(converted).get('[Client Name]');
    expect(found).toMatchObject({ occurrences: 1, locations: ['body'], suggested_field: 'person.full_name' });
    expect(converted.html).toContain('<mark data-placeholder="0">[Client Name]</mark> (fallback)');
  });

  it('finds placeholders in footnotes and endnotes, which the preview lists after the body', async () => {
    const doc = new Document({
      footnotes: { 1: { children: [new Paragraph('Served on {{registered_agent}} at [Agent Address]')] } },
      sections: [
        {
          children: [new Paragraph({ children: [new TextRun('Notice'), new FootnoteReferenceRun(1)] })],
        },
      ],
    });
    const converted = await convert(new Uint8Array(await Packer.toBuffer(doc)));
    expect([...byText(converted).keys()]).toEqual(['{{registered_agent}}', '[Agent Address]']);
    expect(converted.html).toMatch(
      /<li id="footnote-1"><p>Served on <mark data-placeholder="\d">\{\{registered_agent\}\}<\/mark>/,
    );
  });
});

describe('convertDocx: layout', () => {
  let converted: ConvertedDocx;
  beforeAll(async () => {
    converted = await convert(await layoutDocx());
  });

  it('keeps headings, bold, italic, underline and alignment', () => {
    expect(converted.html).toContain('<h1>Services Agreement</h1><h2>Parties</h2>');
    expect(converted.html).toContain(
      '<p style="text-align: center"><strong>Bold</strong> <em>Italic</em> <u>Underlined</u></p>',
    );
    expect(converted.html).toContain(
      '<p style="text-align: right">Right</p><p style="text-align: justify">Justified</p>',
    );
  });

  it('keeps list numbering: nesting with its format, a list that goes on after text, and a restart', () => {
    expect(converted.html).toContain(
      '<ol><li>First clause<ol type="a"><li>Sub clause</li></ol></li><li>Second clause</li></ol>',
    );
    expect(converted.html).toContain(
      '<p>Between the lists.</p><ol start="3"><li>Third clause</li></ol><ol><li>Restarted clause</li></ol>',
    );
  });

  it('makes page breaks (inside a paragraph, and before one) page-break blocks', () => {
    const pageBreak = '<div data-page-break="true" class="page-break"></div>';
    expect(converted.html).toContain(
      `<p>Before the break</p>${pageBreak}<p>After the break</p>${pageBreak}<p>On a new page</p>`,
    );
  });

  it('keeps merged cells', () => {
    expect(converted.html).toContain('<td colspan="2"><p>Merged across</p></td>');
    expect(converted.html).toContain('<td rowspan="2"><p>Merged down</p></td>');
  });

  it('returns images with their bytes and type, their src standing in the HTML', () => {
    const body = converted.images.filter((image) => image.role === 'body');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
      src: expect.stringMatching(/^lexdraft-import-image:\d+$/),
    });
    expect(converted.html).toContain(`<img src="${body[0]?.src}" />`);
  });

  it('reads the header: its text as content, its border, and its image as the logo where it sits', () => {
    const logo = converted.images.find((image) => image.role === 'logo');
    expect(converted.header).toEqual({
      enabled: true,
      height: 80,
      backgroundColor: '#ffffff',
      borderBottom: true,
      logo: { url: logo?.src, position: 'right', width: 120 },
      content: '<p>Smith &amp; Co — <mark data-placeholder="0">{{matter_name}}</mark></p>',
    });
    expect(converted.letterhead).toBeNull();
  });

  it("takes a band's shading as its colour, and not a few shaded words'", async () => {
    const doc = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [
                new Paragraph({
                  shading: { type: ShadingType.CLEAR, fill: '1F3A5F', color: 'auto' },
                  children: [new TextRun('Smith & Co')],
                }),
              ],
            }),
          },
          footers: {
            default: new Footer({
              children: [
                new Paragraph({
                  children: [
                    new TextRun({
                      text: 'Confidential',
                      shading: { type: ShadingType.CLEAR, fill: 'FFFF00' },
                    }),
                  ],
                }),
              ],
            }),
          },
          children: [new Paragraph('Body')],
        },
      ],
    });
    const shaded = await convert(new Uint8Array(await Packer.toBuffer(doc)));
    expect(shaded.header?.backgroundColor).toBe('#1f3a5f');
    expect(shaded.footer?.backgroundColor).toBe('#ffffff');
  });

  it('reads the footer: page numbers where and as Word prints them, taken out of its text', () => {
    expect(converted.footer).toEqual({
      enabled: true,
      height: 60,
      backgroundColor: '#ffffff',
      borderTop: false,
      pageNumbers: { enabled: true, position: 'right', format: 'page-x-of-y' },
      content: '<p>Confidential</p>',
    });
  });

  it("makes the first page's own header image the letterhead, sized to fit", async () => {
    const withLetterhead = await convert(await layoutDocx({ letterhead: true }));
    const image = withLetterhead.images.find((found) => found.role === 'letterhead');
    expect(withLetterhead.letterhead).toEqual({
      image_url: image?.src,
      position: 'center',
      width: 500,
      height: 83,
    });
    expect(withLetterhead.header?.logo?.position).toBe('right');
  });

  it("keeps a numbered heading's number as text, and a Title as h1", async () => {
    const doc = new Document({
      numbering: {
        config: [
          {
            reference: 'articles',
            levels: [
              { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
              { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2', alignment: AlignmentType.START },
            ],
          },
        ],
      },
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Agreement')] }),
            new Paragraph({
              heading: HeadingLevel.HEADING_1,
              numbering: { reference: 'articles', level: 0 },
              children: [new TextRun('Terms')],
            }),
            new Paragraph({
              heading: HeadingLevel.HEADING_2,
              numbering: { reference: 'articles', level: 1 },
              children: [new TextRun('Fees')],
            }),
          ],
        },
      ],
    });
    const converted = await convert(new Uint8Array(await Packer.toBuffer(doc)));
    expect(converted.html).toBe('<h1>Agreement</h1><h1>1. Terms</h1><h2>1.1 Fees</h2>');
  });
});

describe('convertDocx: limits', () => {
  it('refuses more than 10,000 paragraphs before converting them', async () => {
    const doc = new Document({ sections: [{ children: [patchPoint('here')] }] });
    const many = patchDocx(new Uint8Array(await Packer.toBuffer(doc)), {
      here: '<w:p><w:r><w:t>Clause</w:t></w:r></w:p>'.repeat(10_001),
    });
    await expect(convert(many)).rejects.toMatchObject({
      code: 'too-many-paragraphs',
      statusCode: 413,
      detail:
        'The Word document has more than 10,000 paragraphs, the most a Word import converts; split the document and import each part.',
    });
  });
});
