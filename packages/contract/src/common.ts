import { z } from 'zod';

// Shapes every area shares: the error body, the message body, ids and dates as they are sent.

/** Every 4xx answer (and the 5xx one): `detail` is what the client shows (spec section 8). */
export const errorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** The answer of a call whose only news is a sentence for the user. */
export const messageBody = z.object({ message: z.string() });

/**
 * A 204 or 304: no body. The zod provider writes `undefined` as a `null` schema, which
 * @fastify/swagger lists as a response without content.
 */
export const noContent = z.undefined().describe('No content');

/** The 4xx answers every route may give, for route schemas to spread beside their own statuses. */
export const errorResponses = { '4xx': errorBody } as const;

/** A route's responses: `body` with 200, and the 4xx answers every route may give. */
export const answers = <T>(body: T) => ({ 200: body, ...errorResponses });

/** A date and time as the server sends it: ISO 8601 in UTC. */
export const timestamp = z.string().meta({ format: 'date-time' });

/** A string map, as values maps are stored. */
export const stringMap = z.record(z.string(), z.string());

/** A JSON object whose keys the server does not fix (metadata, older content shapes). */
export const looseObject = z.record(z.string(), z.unknown());
