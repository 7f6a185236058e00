/**
 * An API call that failed: the server's message, its HTTP status (0 when unreachable), its
 * `detail`, and the whole error body for answers that carry more (an export's `unresolved_fields`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail?: unknown;
  readonly body?: unknown;

  constructor(message: string, status: number, detail?: unknown, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// An empty string says nothing to the user, so it counts as no message at all.
function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The message an error body carries (detail, detail.message, then message), else `fallback`. */
export function errorMessageFrom(body: unknown, status: number, fallback = `HTTP ${status}`): string {
  if (!isRecord(body)) return fallback;
  const { detail } = body;
  return (
    nonEmptyString(detail) ??
    (isRecord(detail) ? nonEmptyString(detail.message) : undefined) ??
    nonEmptyString(body.message) ??
    fallback
  );
}

/** The `detail` field of an error body, kept on the ApiError for callers that need more than the message. */
export function errorDetailFrom(body: unknown): unknown {
  return isRecord(body) ? body.detail : undefined;
}
