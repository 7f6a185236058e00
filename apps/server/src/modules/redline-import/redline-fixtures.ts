import { strToU8, zipSync } from 'fflate';

// Word redlines made by hand for the tests: the parts Word itself writes for tracked changes and
// comments (document.xml with w:ins and w:del/w:delText, comments.xml, commentsExtended.xml), so
// that each test shows the XML it imports.

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const W14 = 'http://schemas.microsoft.com/office/word/2010/wordml';
const W15 = 'http://schemas.microsoft.com/office/word/2012/wordml';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A run of text. */
export const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;

/** A tracked insertion (attributes as Word writes them; date left out when null). */
export const inserted = (id: number, author: string, date: string | null, text: string) =>
  `<w:ins w:id="${id}" w:author="${author}"${date ? ` w:date="${date}"` : ''}>${run(text)}</w:ins>`;

/** A tracked deletion: its text in w:delText. */
export const deleted = (id: number, author: string, date: string | null, text: string) =>
  `<w:del w:id="${id}" w:author="${author}"${date ? ` w:date="${date}"` : ''}><w:r><w:delText xml:space="preserve">${text}</w:delText></w:r></w:del>`;

/** A comment's range around some runs, and its reference run. */
export const commented = (id: number, runs: string) =>
  `<w:commentRangeStart w:id="${id}"/>${runs}<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`;

/** A paragraph of runs. */
export const paragraph = (runs: string) => `<w:p>${runs}</w:p>`;

/** One comment of comments.xml; `paraId` is its paragraph's w14:paraId (what replies point to). */
export type HandComment = { id: number; author: string; date?: string; text: string; paraId: string };

/** A .docx of these body paragraphs, with comments.xml and (when `replies` is given) commentsExtended.xml. */
export function redlineDocx(
  body: string,
  options: { comments?: HandComment[]; replies?: { paraId: string; parent?: string; done?: boolean }[] } = {},
): Uint8Array {
  const { comments = [], replies } = options;
  const overrides = [`<Override PartName="/word/document.xml" ContentType="${MAIN}"/>`];
  const relationships: string[] = [];
  const files: Record<string, Uint8Array> = {
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${RELS}"><w:body>${body}<w:sectPr/></w:body></w:document>`,
    ),
  };
  if (comments.length > 0) {
    files['word/comments.xml'] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:comments xmlns:w="${W}" xmlns:w14="${W14}">${comments
        .map(
          (comment) =>
            `<w:comment w:id="${comment.id}" w:author="${comment.author}"${comment.date ? ` w:date="${comment.date}"` : ''}><w:p w14:paraId="${comment.paraId}">${run(comment.text)}</w:p></w:comment>`,
        )
        .join('')}</w:comments>`,
    );
    overrides.push(
      '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>',
    );
    relationships.push(`<Relationship Id="rIdComments" Type="${RELS}/comments" Target="comments.xml"/>`);
  }
  if (replies) {
    files['word/commentsExtended.xml'] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w15:commentsEx xmlns:w15="${W15}">${replies
        .map(
          (reply) =>
            `<w15:commentEx w15:paraId="${reply.paraId}"${reply.parent ? ` w15:paraIdParent="${reply.parent}"` : ''} w15:done="${reply.done ? 1 : 0}"/>`,
        )
        .join('')}</w15:commentsEx>`,
    );
    relationships.push(
      '<Relationship Id="rIdExtended" Type="http://schemas.microsoft.com/office/2011/relationships/commentsExtended" Target="commentsExtended.xml"/>',
    );
  }
  files['[Content_Types].xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>`,
  );
  files['_rels/.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  files['word/_rels/document.xml.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`,
  );
  return zipSync(files);
}
