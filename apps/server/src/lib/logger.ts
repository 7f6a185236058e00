import { type Logger, pino } from 'pino';

/** The process logger; request logs come from Fastify on top of it. Credentials never reach it. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
