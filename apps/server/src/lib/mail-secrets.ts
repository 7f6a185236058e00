// Mail that stays in the embedded outbox is read by admins, not by its recipient, and a reset or
// invitation link in it is a key to someone else's account. Whatever is kept or logged of a
// message goes through here first.

export const HIDDEN = '[hidden]';

// A value of these query parameters is a credential whatever it looks like.
const SECRET_PARAMETER = /([?&](?:token|code|key|secret|signature|sig|password)=)[^&#\s]+/gi;
// A long run of URL-safe characters mixing digits and letters, or both cases: the shape of every
// token this app makes (32 random bytes in base64url) and of most others, though not of a word.
const TOKEN_SHAPED = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const looksLikeToken = (run: string) =>
  !UUID.test(run) && ((/\d/.test(run) && /[A-Za-z]/.test(run)) || (/[a-z]/.test(run) && /[A-Z]/.test(run)));

/**
 * The text with every secret replaced by `[hidden]`: the ones the sender names (as written and as
 * URL-encoded), the values of credential-like query parameters, and anything shaped like a token.
 */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  let masked = text;
  for (const secret of secrets) {
    if (!secret) continue;
    masked = masked.replaceAll(secret, HIDDEN).replaceAll(encodeURIComponent(secret), HIDDEN);
  }
  return masked
    .replace(SECRET_PARAMETER, `$1${HIDDEN}`)
    .replace(TOKEN_SHAPED, (run) => (looksLikeToken(run) ? HIDDEN : run));
}
