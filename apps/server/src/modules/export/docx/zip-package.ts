import { type File, Packer } from 'docx';
import { ZipFile } from 'yazl';

// The .docx zip. The docx package builds every part of the package, and we zip them ourselves:
// its Packer zips with fflate, DEFLATE in JavaScript at level 6, which took a third of a 200-page
// export (bench/export/README.md): about 14 ms for an 820 KB document.xml against under 3 ms for
// Node's zlib at the same level, plus 8 ms and more to deflate again each PNG or JPEG, which
// cannot shrink. yazl deflates with Node's zlib off the main thread, stores the pictures as they
// are, and writes each entry's sizes in its local header (no data descriptors), as Word writes.

/** A package's parts by their paths, in the order they are zipped ([Content_Types].xml first). */
export type PackageParts = Map<string, string | Uint8Array>;

type DocxCompiler = { compile(file: File, prettify?: undefined): PackageParts };

// Packer keeps its Compiler as a private static and exports no other way to get the parts
// unzipped; the Compiler's own documentation shows `compile(file)`. A docx release that moves it
// fails here, loudly, and in render-docx.test.ts, not in a file Word cannot open.
const compiler = (Packer as unknown as { compiler?: DocxCompiler }).compiler;

/** Every part of the Word package for a document made with the docx package. */
export function packageParts(document: File): PackageParts {
  if (typeof compiler?.compile !== 'function') {
    throw new Error('The docx package no longer exposes Packer.compiler.compile; see zip-package.ts');
  }
  return compiler.compile(document, undefined);
}

// Already-compressed formats are stored: deflating them again costs time and gains nothing.
const STORED = /\.(png|jpe?g|gif|webp|tiff?)$/i;

/** The parts as a zip file (the .docx itself). */
export function zipPackage(parts: PackageParts): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, data] of parts) {
    const bytes =
      typeof data === 'string'
        ? Buffer.from(data, 'utf8')
        : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    zip.addBuffer(bytes, path, { compress: !STORED.test(path) });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
