/** The error's own message, else the fallback (spec section 8: forms show the server's words when there are any). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}
