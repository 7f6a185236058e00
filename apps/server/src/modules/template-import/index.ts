// Word import (issue 13): pure functions, no HTTP. The routes read the upload with readDocxPackage,
// answer the preview from convertDocx, and write the template from applyMappings (docs/template-import.md).

export {
  type AppliedImport,
  type ApplyOptions,
  applyMappings,
  type PlaceholderMappings,
} from './apply-mappings.js';
export { type ConvertedDocx, type ConvertOptions, convertDocx } from './convert-docx.js';
export {
  type DetectOptions,
  detectPlaceholders,
  type PlaceholderKind,
  type PlaceholderProblem,
  type TextPlaceholder,
} from './detect-placeholders.js';
export type { ImportedFooter, ImportedHeader, ImportedLetterhead } from './header-footer.js';
export { IMAGE_SRC_PREFIX } from './html-pass.js';
export { DocxImportError, IMPORT_LIMITS, IMPORT_REFUSALS, type ImportRefusal } from './import-error.js';
export type { ImportedImage } from './import-images.js';
export type { DetectedPlaceholder, PlaceholderLocation } from './placeholder-collector.js';
export { type DocxPackage, readDocxPackage } from './read-package.js';
export { placeholderName, suggestField } from './suggest-field.js';
