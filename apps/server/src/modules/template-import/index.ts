// Word import (issue 13): pure functions, no HTTP. The routes read the upload with readDocxPackage,
// answer the preview from convertDocx, and write the template from applyMappings (docs/template-import.md).

export { convertDocx } from './convert-docx.js';
export { readDocxPackage } from './read-package.js';
