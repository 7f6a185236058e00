import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandling } from './lib/error-handler.js';
import { createLogger } from './lib/logger.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerSpa } from './web/spa.js';

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
};

/** Builds the Fastify app with every route; tests call it and use `inject()`, main.ts listens. */
export async function buildApp({ config, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    genReqId: () => randomUUID(),
    // Keep-alive connections that sit idle do not hold up a graceful shutdown.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });

  await app.register(healthRoutes(database.pool));
  await registerSpa(app, config.webDistDir);
  return app;
}
