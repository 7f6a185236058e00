import { ASSET_URL_PREFIX, HEADING_LEVELS, isFieldId, SIGNATURE_MAX_RECIPIENTS } from '@lexdraft/core';
import { createSchemaExtensions, isAllowedLinkHref } from '@lexdraft/editor-schema';
import { getSchema, type JSONContent } from '@tiptap/core';
import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import fc from 'fast-check';

// Documents the editor can produce, built node by node from the editor's own schema with attribute
// values its commands and toolbar set. Text keeps to what typing gives: words apart by single spaces
// (a run of spaces or a tab is collapsed by every HTML parser, the editor's included).

const schema = getSchema(createSchemaExtensions());
const { nodes } = schema;

const CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'.,;:!?\'"&<>()[]-_/@#%*+=$€§',
  'é',
  'ß',
  '中',
  '😀',
  '\u00a0',
];
const word = fc.string({ unit: fc.constantFrom(...CHARACTERS), minLength: 1, maxLength: 8 });
const words = fc.array(word, { minLength: 1, maxLength: 5 }).map((list) => list.join(' '));

const FIELD_IDS = [
  'person.first_name',
  'entity.legal_name',
  'Closing Date',
  'retainer_amount',
  'contact.email',
];
const fieldId = fc.oneof(
  fc.constantFrom(...FIELD_IDS),
  fc.stringMatching(/^[a-z][a-z_]{0,10}(\.[a-z][a-z_]{0,10})?$/).filter(isFieldId),
);

const HREFS = [
  'https://firm.example',
  'https://firm.example/terms?lang=en#fees',
  'http://intranet.firm.example/a/b',
  'mailto:a@firm.example',
  'tel:+15550100',
];
const href = fc.oneof(
  fc.constantFrom(...HREFS),
  fc.webUrl().filter((url) => isAllowedLinkHref(url)),
);
const fontSize = fc
  .tuple(
    fc.integer({ min: 1, max: 200 }),
    fc.constantFrom('', '.5', '.25'),
    fc.constantFrom('px', 'pt', 'em', 'rem', '%'),
  )
  .map(([whole, fraction, unit]) => `${whole}${fraction}${unit}`);

// Document assembly: conditions in core's expression language, lists with their item names, formats.
const expression = fc.constantFrom(
  'agreement.rush',
  'entity.entity_type == "LLC"',
  "not late and [Closing Date] >= '2027-01-15'",
  'owner.share > 10 or loop.first',
  'entity.entity_type in ["LLC", "Corporation"]',
);
const repeatOver = fc.constantFrom(
  { list: 'entity.owners', as: 'owner' },
  { list: 'document.contacts', as: 'contact' },
  { list: 'sellers', as: 'seller' },
);
const format = fc.constantFrom(
  null,
  'currency',
  'currency: "EUR"',
  'date: "Do [day of] MMMM, YYYY"',
  'words',
  'join: "name", "or"',
);

const mark: fc.Arbitrary<Mark> = fc.oneof(
  fc.constantFrom('bold', 'italic', 'underline', 'strike', 'code').map((name) => schema.mark(name)),
  expression.map((value) => schema.mark('inlineCondition', { expression: value })),
  href.map((value) => schema.mark('link', { href: value })),
  fontSize.map((size) => schema.mark('textStyle', { fontSize: size })),
);
// Mark.addToSet orders the marks as the schema does and drops those a code mark excludes.
const markSet = fc
  .array(mark, { maxLength: 3 })
  .map((list) => list.reduce<readonly Mark[]>((set, next) => next.addToSet(set), []));

const inlineItem: fc.Arbitrary<ProseMirrorNode> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(words, markSet).map(([text, set]) => schema.text(text, set)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fieldId, format, markSet)
      .map(([id, value, set]) => nodes.mergeField!.create({ id, format: value }, null, set)),
  },
  { weight: 1, arbitrary: markSet.map((set) => nodes.hardBreak!.create(null, null, set)) },
);
// Items start and end with a word, so a space between two is its own node. HTML parsers (the
// editor's included) drop a space at the start or end of a line, so none is put there.
const isBreak = (node: ProseMirrorNode | undefined) => node?.type === nodes.hardBreak;
const inlineContent = fc.array(fc.tuple(inlineItem, fc.boolean()), { maxLength: 6 }).map((items) =>
  items.flatMap(([item, spaced], index) => {
    const inLine = index > 0 && !isBreak(item) && !isBreak(items[index - 1]?.[0]);
    return spaced && inLine ? [schema.text(' '), item] : [item];
  }),
);

const textAlign = fc.constantFrom(null, 'left', 'center', 'right', 'justify');
const paragraph = fc
  .tuple(inlineContent, textAlign)
  .map(([content, align]) => nodes.paragraph!.create({ textAlign: align }, content));
const heading = fc
  .tuple(inlineContent, textAlign, fc.constantFrom(...HEADING_LEVELS))
  .map(([content, align, level]) => nodes.heading!.create({ textAlign: align, level }, content));
const codeBlock = fc
  .tuple(fc.array(words, { minLength: 1, maxLength: 3 }), fc.constantFrom(null, 'javascript', 'json'))
  .map(([lines, language]) => nodes.codeBlock!.create({ language }, schema.text(lines.join('\n'))));
const image = fc
  .record({
    name: fc.stringMatching(/^[a-z0-9-]{1,12}\.(png|jpg)$/),
    alt: fc.option(words, { nil: null }),
    title: fc.option(words, { nil: null }),
    width: fc.option(fc.integer({ min: 1, max: 2000 }), { nil: null }),
    height: fc.option(fc.integer({ min: 1, max: 2000 }), { nil: null }),
  })
  .map(({ name, ...attrs }) => nodes.image!.create({ src: `${ASSET_URL_PREFIX}${name}`, ...attrs }));
const leafBlock = fc.oneof(
  { weight: 6, arbitrary: paragraph },
  { weight: 2, arbitrary: heading },
  { weight: 1, arbitrary: codeBlock },
  { weight: 1, arbitrary: image },
  { weight: 1, arbitrary: fc.constant(nodes.horizontalRule!.create()) },
  { weight: 1, arbitrary: fc.constant(nodes.pageBreak!.create()) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: SIGNATURE_MAX_RECIPIENTS })
      .map((signer) => nodes.signatureField!.create({ signer })),
  },
);

function listItem(depth: number): fc.Arbitrary<ProseMirrorNode> {
  const rest = depth > 0 ? fc.array(block(depth - 1, false), { maxLength: 2 }) : fc.constant([]);
  return fc.tuple(paragraph, rest).map(([first, more]) => nodes.listItem!.create(null, [first, ...more]));
}

function list(depth: number): fc.Arbitrary<ProseMirrorNode> {
  const items = fc.array(listItem(depth), { minLength: 1, maxLength: 3 });
  return fc.oneof(
    items.map((content) => nodes.bulletList!.create(null, content)),
    fc
      .tuple(
        items,
        fc.integer({ min: -5, max: 50 }), // Decimal is written as null: renderHTML leaves out type="1", so a pasted "1" reads back as null, meaning the same.
        fc.constantFrom(null, 'a', 'A', 'i', 'I'),
      )
      .map(([content, start, type]) => nodes.orderedList!.create({ start, type }, content)),
  );
}

// A cell holds any blocks but tables; a merged cell (mergeCells) spans two columns with a width each.
const cell = fc.record({
  content: fc.array(leafBlock, { minLength: 1, maxLength: 2 }),
  width: fc.option(fc.integer({ min: 20, max: 400 }), { nil: null }),
});
const table = fc
  .record({
    rows: fc.integer({ min: 1, max: 3 }),
    columns: fc.integer({ min: 1, max: 3 }),
    header: fc.boolean(),
    merged: fc.boolean(),
    cells: fc.infiniteStream(cell),
    repeated: fc.option(repeatOver, { nil: null }),
  })
  .map(({ rows, columns, header, merged, cells, repeated }) => {
    const stream = cells[Symbol.iterator]();
    const row = (index: number) => {
      const type = header && index === 0 ? nodes.tableHeader! : nodes.tableCell!;
      const spanLast = merged && columns > 1 && index === rows - 1;
      // The last row repeats, when one does (a header row never does).
      const each = repeated && index === rows - 1 && !(header && index === 0) ? repeated : null;
      return nodes.tableRow!.create(
        { each: each?.list ?? null, as: each?.as ?? null },
        Array.from({ length: spanLast ? columns - 1 : columns }, (_, column) => {
          const { content, width } = stream.next().value as {
            content: ProseMirrorNode[];
            width: number | null;
          };
          const spans = spanLast && column === columns - 2;
          const colwidth = width === null ? null : spans ? [width, width + 10] : [width];
          return type.create({ colwidth, colspan: spans ? 2 : 1 }, content);
        }),
      );
    };
    return nodes.table!.create(
      null,
      Array.from({ length: rows }, (_, index) => row(index)),
    );
  });

function block(depth: number, withTables = true): fc.Arbitrary<ProseMirrorNode> {
  if (depth === 0) return leafBlock;
  const nested = [
    { weight: 1, arbitrary: list(depth - 1) },
    {
      weight: 1,
      arbitrary: fc
        .array(block(depth - 1, false), { minLength: 1, maxLength: 2 })
        .map((content) => nodes.blockquote!.create(null, content)),
    },
  ];
  const blocks = fc.array(block(depth - 1, false), { minLength: 1, maxLength: 2 });
  const logic = [
    {
      weight: 1,
      arbitrary: fc
        .tuple(expression, blocks, fc.option(blocks, { nil: null }))
        .map(([value, content, otherwise]) =>
          nodes.conditionBlock!.create({ expression: value }, [
            ...content,
            ...(otherwise ? [nodes.conditionElse!.create(null, otherwise)] : []),
          ]),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(repeatOver, blocks)
        .map(([attrs, content]) => nodes.repeatBlock!.create(attrs, content)),
    },
  ];
  return fc.oneof(
    { weight: 6, arbitrary: leafBlock },
    ...nested,
    ...logic,
    ...(withTables ? [{ weight: 1, arbitrary: table }] : []),
  );
}

/** A document the editor can produce, as the editor's JSON (checked against the schema). */
export const editorDocument: fc.Arbitrary<JSONContent> = fc
  .array(block(2), { minLength: 1, maxLength: 6 })
  .map((content) => {
    const doc = nodes.doc!.create(null, content);
    doc.check();
    return doc.toJSON() as JSONContent;
  });
