// @ts-check
// The benchmark's Word contract: 100 pages with 500 placeholders in every style the import detects,
// made with the docx package (the MERGEFIELDs as simple fields, which the docx package writes).
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  SimpleMailMergeField,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';

const PAGES = 100;
const PLACEHOLDERS_PER_PAGE = 5;
const CLAUSE =
  'The parties agree that the obligations set out in this clause shall bind each of them and their successors and ' +
  'permitted assigns, that nothing in this agreement creates a partnership, agency or joint venture between them, and ' +
  'that neither party may bind the other or incur any liability on its behalf without its prior written consent. ';

/** The placeholder number `index` in one of the styles, as runs (a {{field}} split across formatting every third time). */
function placeholderRuns(index) {
  switch (index % 6) {
    case 0:
      return index % 18 === 0
        ? [new TextRun(`{{ client_`), new TextRun({ text: 'field', bold: true }), new TextRun(`_${index} }}`)]
        : [new TextRun(`{{client_field_${index}}}`)];
    case 1:
      return [new TextRun(`[Company Term ${index}]`)];
    case 2:
      return [new SimpleMailMergeField(`Merge_Field_${index}`)];
    case 3:
      return [new TextRun(`{single_${index}}`)];
    case 4:
      return [new TextRun(`<<Angle Field ${index}>>`)];
    default:
      return [new TextRun(`Signatory ${index}: ________`)];
  }
}

/** The contract's bytes and the number of placeholder occurrences written. */
export async function buildContract() {
  const children = [];
  let placeholders = 0;
  for (let page = 0; page < PAGES; page += 1) {
    if (page > 0) children.push(new Paragraph({ children: [new PageBreak()] }));
    children.push(
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(`Article ${page + 1}`)] }),
    );
    for (let clause = 0; clause < PLACEHOLDERS_PER_PAGE; clause += 1) {
      children.push(
        new Paragraph({
          numbering: { reference: 'clauses', level: clause === 0 ? 0 : 1 },
          alignment: AlignmentType.JUSTIFIED,
          children: [new TextRun(CLAUSE), ...placeholderRuns(placeholders), new TextRun(` ${CLAUSE}`)],
        }),
      );
      placeholders += 1;
    }
    if (page % 10 === 0) {
      children.push(
        new Table({
          rows: [0, 1, 2].map(
            (row) =>
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph(`Item ${row}`)] }),
                  new TableCell({ children: [new Paragraph('Amount')] }),
                ],
              }),
          ),
        }),
      );
    }
  }
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'clauses',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
            { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2.', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph('Master Services Agreement')] }) },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return { bytes: new Uint8Array(await Packer.toBuffer(doc)), placeholders };
}
