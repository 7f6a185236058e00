/** Path prefixes that belong to the API alone: an unknown path under them is a JSON 404, never the SPA. */
export const API_ONLY_PREFIXES = ['/api', '/docs', '/users', '/organizations', '/healthz'] as const;

/** True for a path the API owns (the SPA never answers it). */
export function isApiPath(url: string): boolean {
  return API_ONLY_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}
