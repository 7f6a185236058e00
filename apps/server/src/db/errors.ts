/** True when the error, or one it wraps (Drizzle wraps the driver's), carries PostgreSQL's SQLSTATE `code`. */
function hasPostgresCode(error: unknown, code: string): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** True for PostgreSQL's unique_violation (23505), whether Drizzle wrapped the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23505');
}

/** True for PostgreSQL's foreign_key_violation (23503), whether Drizzle wrapped the driver's error or not. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23503');
}
