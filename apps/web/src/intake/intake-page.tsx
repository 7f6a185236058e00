// Placeholder: the client's intake page (issue 32) is being built in this file.
export function IntakePage() {
  return null;
}
