import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/**
 * A preValidation hook for an upload of one file: a multipart form's file in `field` becomes the
 * body's `file` (its bytes), other text fields are ignored, and a file in another field is 422
 * `Invalid request: {field}: {wrongField}`. A JSON body is left to the route's schema.
 */
export function readFileForm(field: string, wrongField: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const file = part as MultipartFile;
      if (file.fieldname !== field) {
        file.file.resume();
        throw new HttpError(422, `Invalid request: ${file.fieldname}: ${wrongField}`);
      }
      body.file = await file.toBuffer();
    }
    request.body = body;
  };
}
