// A zip file's central directory, read without inflating anything, so that a package's claims
// (how many parts, how large unpacked, how compressed) are checked before any part is unpacked.

/** One part as the central directory describes it. */
export type ZipEntry = {
  name: string;
  /** Bytes of its compressed data. */
  compressedSize: number;
  /** Bytes it claims to unpack to. */
  size: number;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Bit 0 of the general-purpose flags: the part is encrypted. */
  encrypted: boolean;
};

/** Why a central directory cannot be read. */
export type ZipDirectoryProblem = 'not-zip' | 'damaged' | { tooManyEntries: number };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_LOCATOR = 0x07064b50;
// The end record is 22 bytes plus a comment of at most 65,535.
const END_SEARCH = 22 + 0xffff;

const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/**
 * The entries of a zip file's central directory, or why there are none. The entry count is read
 * from the end record and compared with `maxEntries` before any entry is read.
 */
export function readZipDirectory(
  bytes: Uint8Array,
  maxEntries: number,
): { entries: ZipEntry[] } | { problem: ZipDirectoryProblem } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return { problem: 'not-zip' };
  // Zip64 is for packages over 4 GB or 65,535 parts, which no Word document is.
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR) return { problem: 'damaged' };
  const count = view.getUint16(end + 10, true);
  if (count > maxEntries) return { problem: { tooManyEntries: count } };
  const directorySize = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  if (at + directorySize > end) return { problem: 'damaged' };

  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return { problem: 'damaged' };
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      // Bit 11: the name is UTF-8; otherwise code page 437, read here as Latin-1 (names are ASCII in practice).
      name: (flags & 0x800 ? utf8 : latin1).decode(nameBytes),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      encrypted: (flags & 1) === 1,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries };
}
