// The name a client gives an upload is only ever shown (the file on disk is named by a random id),
// but it reaches screens, audit rows and the Content-Disposition of every download, so it is kept
// as a plain display name: no path, no invisible or direction-changing characters, bounded length.
// A name holding a control character (`evil\0N.png.html`) is refused instead: no one types one, so
// whatever cleaning made of it would not be the name the user meant.

import { HttpError } from '../../lib/errors.js';

export const MAX_DISPLAY_NAME = 255;

export const CONTROL_CHARACTER_IN_NAME =
  'Invalid request: filename: contains a control character (such as a null byte or a line break); rename the file and upload it again';

// U+FFFD too: the request boundary (well-formed-text.ts) puts it in place of a NUL or a lone surrogate.
const CONTROL_CHARACTER = /[\p{Cc}\uFFFD]/u;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Control characters, and the bidirectional marks that make "gnp.exe" read as "exe.png".
const INVISIBLE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/** A display name made from what the client sent: its last path part, cleaned, at most 255 characters. */
export function safeDisplayName(sent: string, fallback: string): string {
  const cleaned = sent.replace(LONE_SURROGATE, '').replace(INVISIBLE, '');
  const base = cleaned.split(/[/\\]/).findLast((part) => part.trim() !== '') ?? '';
  const name = base
    .normalize('NFC')
    .trim()
    .replace(/[\s.]+$/, '');
  if (!/[^.\s]/.test(name)) return fallback;
  return capLength(name, MAX_DISPLAY_NAME);
}

/** The display name of an upload's name (safeDisplayName); a name with a control character is a 422. */
export function uploadDisplayName(sent: string, fallback: string): string {
  if (CONTROL_CHARACTER.test(sent)) throw new HttpError(422, CONTROL_CHARACTER_IN_NAME);
  return safeDisplayName(sent, fallback);
}

/** Cuts a name to `max` code points, keeping its extension, so a pair of surrogates is never split. */
function capLength(name: string, max: number): string {
  const points = Array.from(name);
  if (points.length <= max) return name;
  const extension = Array.from(name.match(EXTENSION)?.[0] ?? '');
  return (
    points
      .slice(0, max - extension.length)
      .join('')
      .trimEnd() + extension.join('')
  );
}

/** The display name with the extension of the type the bytes really are, so a saved copy opens as that type. */
export function nameWithExtension(name: string, extension: string): string {
  const current = name.match(EXTENSION)?.[0].slice(1).toLowerCase();
  const same = current === extension || (extension === 'jpg' && current === 'jpeg');
  return same ? name : `${name.replace(EXTENSION, '')}.${extension}`;
}

// RFC 5987 attr-char leaves these to be percent-encoded, where encodeURIComponent does not.
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A Content-Disposition: an ASCII `filename` for old clients and the real name as `filename*`. */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** An inline Content-Disposition: shown in the browser under the name given. */
export const inlineContentDisposition = (name: string) => contentDisposition('inline', name);

/** An attachment Content-Disposition: saved as a file under the name given. */
export const attachmentContentDisposition = (name: string) => contentDisposition('attachment', name);
