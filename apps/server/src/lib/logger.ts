import { type DestinationStream, type Logger, pino } from 'pino';
import { serializeRequest } from './request-log.js';

/** The process logger; request logs come from Fastify on top of it. Credentials never reach it. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
    },
    destination,
  );
}
