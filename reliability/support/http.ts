// One small HTTP client for the scenarios: every call answers its status, headers and text, and
// never throws for an error status, so that a scenario can count 4xx and 5xx as figures.

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON; throws when it is not JSON. */
  json: <T = Record<string, unknown>>() => T;
  /** The `detail` of an error body, or the text when there is none. */
  detail: () => string;
};

export type CallOptions = {
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded, as the sign-in form does. */
  form?: Record<string, string>;
  /** Sent as it is, with the content type given in headers. */
  raw?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Aborts the call after this long: a bound on a stall, not a wait. */
  timeoutMs?: number;
};

/** Calls the app and answers whatever it answered; only a network failure or the timeout throws. */
export async function call(base: string, method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (options.raw !== undefined) {
    body = options.raw;
  }
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  return answerOf(response.status, response.headers, await response.text());
}

function answerOf(status: number, headers: Headers, text: string): Answer {
  return {
    status,
    headers,
    text,
    json: <T>() => JSON.parse(text) as T,
    detail: () => {
      try {
        const detail = (JSON.parse(text) as { detail?: unknown }).detail;
        if (detail === undefined) return text;
        return typeof detail === 'string' ? detail : JSON.stringify(detail);
      } catch {
        return text;
      }
    },
  };
}

/** Like call, but a status other than the one expected fails with the method, path and answer. */
export async function expectCall(
  base: string,
  method: string,
  path: string,
  status: number,
  options: CallOptions = {},
): Promise<Answer> {
  const answer = await call(base, method, path, options);
  if (answer.status !== status)
    throw new Error(
      `${method} ${path}: expected ${status}, got ${answer.status} ${answer.text.slice(0, 300)}`,
    );
  return answer;
}
