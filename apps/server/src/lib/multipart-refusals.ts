import type { FastifyError } from 'fastify';
import { HttpError } from './errors.js';

/** What an upload route tells a person for each of multipart's own refusals. */
export interface MultipartWords {
  tooLarge: string;
  oneFile: string;
  tooManyFields: string;
  notMultipart: string;
}

/**
 * An error handler for an upload route: multipart's own refusals in the route's words; anything
 * else goes on to the app's handler.
 */
export function multipartRefusals(words: MultipartWords) {
  return (error: FastifyError): never => {
    switch (error.code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(413, words.tooLarge);
      case 'FST_FILES_LIMIT':
        throw new HttpError(413, words.oneFile);
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new HttpError(413, words.tooManyFields);
      case 'FST_PROTO_VIOLATION':
        throw new HttpError(400, 'A form field may not be named __proto__ or constructor.');
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new HttpError(415, words.notMultipart);
      default:
        throw error;
    }
  };
}
