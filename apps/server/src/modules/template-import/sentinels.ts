// Private-use characters the OOXML pass writes into the text that mammoth converts, read back from
// its HTML: where each placeholder was, a paragraph's alignment and list number, page breaks. Any
// such character already in a document is dropped when its XML is read (xml-tree.ts).

export const MARK = {
  /** `\uE000{n}\uE001`: occurrence n of a placeholder. */
  occurrenceOpen: '\uE000',
  occurrenceClose: '\uE001',
  /**
   * `\uE002c3a\uE003` at a paragraph's start: its alignment (c, r or j), then its list number and
   * format (1, a, A, i or I) when it is an ordered list item.
   */
  paragraphOpen: '\uE002',
  paragraphClose: '\uE003',
  /** The text of a paragraph that stands for a page break. */
  pageBreak: '\uE004',
  /** The text of a paragraph that ends a list before a restarted one (mammoth would join them). */
  listSplit: '\uE005',
  /** A footer's PAGE and NUMPAGES fields. */
  pageNumber: '\uE006',
  pageCount: '\uE007',
  /** `\uE008{n}\uE009`: a Signature field for signer n (a DocuSeal signature tag). */
  signatureOpen: '\uE008',
  signatureClose: '\uE009',
} as const;

/** The text standing for occurrence `index`. */
export const occurrenceMarker = (index: number) => `${MARK.occurrenceOpen}${index}${MARK.occurrenceClose}`;

/** The text standing for a Signature field for `signer`. */
export const signatureMarker = (signer: number) => `${MARK.signatureOpen}${signer}${MARK.signatureClose}`;

/** Occurrence markers in text, the index captured. */
export const OCCURRENCE = /\uE000(\d+)\uE001/g;

/** `\uE00A{n}\uE00B`: logic marker n (logic-collector.ts), read back by the HTML pass. */
export const logicMarker = (index: number) => `\uE00A${index}\uE00B`;

/** `\uE00C{n}\uE00D` at a table row's start: the row repeats as repeated row n (logic-rows.ts). */
export const rowMarker = (index: number) => `\uE00C${index}\uE00D`;
