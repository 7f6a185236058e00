// Two headers, two jobs. A document GET's ETag, W/"N-revision", validates the whole answer for
// If-None-Match: field values, the name, links and metadata change without a new version, so it
// changes with anything in the answer, not only with the version. A save's If-Match (or
// base_version) names the version an edit was based on, and a PUT answers ETag "N" for it, as
// before. A GET's ETag begins with N so that a client may send either one back in If-Match.

/** A document GET's weak ETag: its version, then the answer's revision (read.ts). */
export function documentETag(version: number, revision: string): string {
  return `W/"${version}-${revision}"`;
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when If-None-Match is `*` or names `etag`, compared weakly as RFC 9110 asks of it. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === wanted);
}

/** If-Match as the save path reads it: a GET's `W/"N-hash"` names version N, like `"N"` does. */
export function versionIfMatch(header: string | undefined): string | undefined {
  const answer = header?.trim().match(/^(?:W\/)?"(\d+)-[\w-]+"$/);
  return answer ? `"${answer[1]}"` : header;
}
