// The extensions' command and storage typings (toggleBold, setTextAlign, insertTable...) reach the
// editors that use this package only through these references, kept in the emitted index.d.ts.
/// <reference types="@tiptap/starter-kit" preserve="true" />
/// <reference types="@tiptap/extension-table" preserve="true" />
/// <reference types="@tiptap/extension-text-align" preserve="true" />
/// <reference types="@tiptap/extension-text-style" preserve="true" />
/// <reference types="@tiptap/extension-image" preserve="true" />

export { AssetImage } from './asset-image.js';
export { type BandLine, type BandPiece, bandLinesOf } from './band-lines.js';
export { type CommentAttributes, CommentMark } from './comment-mark.js';
export { ConditionBlock, type ConditionBlockAttributes } from './condition-block.js';
export { ConditionElse } from './condition-else.js';
export { scanDocumentFields } from './field-scan.js';
export { InlineCondition, type InlineConditionAttributes } from './inline-condition.js';
export { allowedFontSize, LengthFontSize } from './length-font-size.js';
export { isAllowedLinkHref, linkScheme } from './link-href.js';
export { MergeField, type MergeFieldAttributes } from './merge-field.js';
export { PageBreak, type PageBreakOptions } from './page-break.js';
export { documentPlainText, plainTextToDocument } from './plain-text.js';
export { redlineDocument } from './redline-diff.js';
export { type RepeatAttributes, RepeatBlock } from './repeat-block.js';
export { RepeatTableRow } from './repeat-table-row.js';
export { createSchemaExtensions, type SchemaExtensionOptions } from './schema-extensions.js';
export {
  SignatureField,
  type SignatureFieldAttributes,
  signatureFieldLabel,
  signatureFieldSigner,
} from './signature-field.js';
export { CLAUSES_NOTICE, storedContentHtml } from './stored-content.js';
export type { SuggestionAttributes } from './suggestion-marks.js';
export {
  countSuggestions,
  listSuggestions,
  type SuggestionSummary,
  settleCommand,
  settleSuggestions,
  UNKNOWN_AUTHOR,
} from './suggestions.js';
