// Audit rows name the fields a write set, never their values: an SSN's last four, a date of
// birth or an EIN must not reach the audit log, and a list of names cannot leak one.

/** The names of the fields sent (a field sent as null, to clear it, counts). */
export function auditedFields(input: Record<string, unknown>): string[] {
  return Object.keys(input).filter((field) => input[field] !== undefined);
}
