/**
 * The one error the services throw for anything the caller should hear about. The status is the
 * HTTP status; `detail` is what the client shows (spec section 8 reads `detail`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const conflict = (why: string) => new HttpError(409, why);
