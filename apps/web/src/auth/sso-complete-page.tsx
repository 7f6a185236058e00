/** /auth/sso/complete: where a single sign-on lands (issue 33). Built next. */
export function SsoCompletePage() {
  return null;
}
