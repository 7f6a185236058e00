import { strToU8, zipSync } from 'fflate';

// Word files made on the spot for the stall scenarios: a contract's paragraphs as Word writes them
// (revision ids, paragraph and run properties, several runs per paragraph), zipped with the few
// parts a package needs. Nothing is downloaded.

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';
const DOCUMENT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';

const WORDS = 'the parties agree that the services shall be provided in accordance with this schedule'.split(
  ' ',
);

function run(index: number): string {
  const text = Array.from({ length: 12 }, (_, at) => WORDS[(index + at) % WORDS.length]).join(' ');
  return (
    `<w:r w:rsidRPr="00A1${(index % 97).toString().padStart(4, '0')}"><w:rPr><w:rFonts w:ascii="Times New Roman" ` +
    `w:hAnsi="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="24"/><w:szCs w:val="24"/><w:lang w:val="en-GB"/>` +
    `</w:rPr><w:t xml:space="preserve">${text} </w:t></w:r>`
  );
}

function paragraph(index: number, runs: number): string {
  const placeholder = index % 50 === 0 ? `<w:r><w:t>{{ client_name }}</w:t></w:r>` : '';
  return (
    `<w:p w:rsidR="00B2${(index % 89).toString().padStart(4, '0')}" w:rsidRDefault="00B20000" w:rsidP="00B20000">` +
    '<w:pPr><w:spacing w:after="120" w:line="276" w:lineRule="auto"/><w:jc w:val="both"/>' +
    '<w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman"/></w:rPr></w:pPr>' +
    `${Array.from({ length: runs }, (_, at) => run(index * runs + at)).join('')}${placeholder}</w:p>`
  );
}

/** A .docx of `paragraphs` contract paragraphs of `runs` runs each; `xmlBytes` is its document.xml's size. */
export function contractDocx(paragraphs: number, runs = 4): { bytes: Uint8Array; xmlBytes: number } {
  const body = Array.from({ length: paragraphs }, (_, index) => paragraph(index, runs)).join('');
  const document = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}` +
      '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>',
  );
  const bytes = zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(PACKAGE_RELS),
    'word/document.xml': document,
    'word/_rels/document.xml.rels': strToU8(DOCUMENT_RELS),
  });
  return { bytes, xmlBytes: document.length };
}
