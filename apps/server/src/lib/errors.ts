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

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const forbidden = (why = 'You do not have permission to do this') => new HttpError(403, why);
export const badRequest = (why: string) => new HttpError(400, why);
export const conflict = (why: string) => new HttpError(409, why);
export const unprocessable = (why: string) => new HttpError(422, why);
