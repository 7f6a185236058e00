import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerCachePolicy } from './lib/cache-policy.js';
import { registerCompression } from './lib/compression.js';
import { registerErrorHandling } from './lib/error-handler.js';
import { holdSanitizerPool } from './lib/html-sanitizer-pool.js';
import { registerInputBoundary } from './lib/input-boundary.js';
import { createJobs } from './lib/jobs.js';
import { createLogger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { openApiRoute, registerOpenApi } from './lib/openapi.js';
import { createStorage, isBucket } from './lib/storage/create-storage.js';
import { createAiProvider } from './modules/ai/provider/openai-provider.js';
import { aiRoutes } from './modules/ai/routes.js';
import { assetRoutes } from './modules/assets/routes.js';
import { assetSweep } from './modules/assets/sweep.js';
import { uploadUrlRoutes } from './modules/assets/upload-url-routes.js';
import { auditRetention } from './modules/audit/retention.js';
import { auditRoutes } from './modules/audit/routes.js';
import { accessTokenKey } from './modules/auth/access-token.js';
import { draftKeyRoutes } from './modules/auth/draft-key.js';
import { authGuard } from './modules/auth/guard.js';
import { authRoutes } from './modules/auth/routes.js';
import { bulkRoutes } from './modules/bulk/routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { versionRoutes } from './modules/documents/versions-routes.js';
import { exportRoutes, startPdfPrinter } from './modules/export/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { intakePublicRoutes, registerIntakeHeaders } from './modules/intake/public-routes.js';
import { intakeRoutes } from './modules/intake/routes.js';
import { interviewRoutes } from './modules/interview/routes.js';
import { invitationRoutes } from './modules/invitations/routes.js';
import { headerFooterRoutes } from './modules/layout/routes.js';
import { mergeFieldRoutes } from './modules/merge-fields/routes.js';
import { organizationRoutes } from './modules/organizations/routes.js';
import { passwordResetRoutes } from './modules/password-reset/routes.js';
import { provenanceRoutes } from './modules/provenance/routes.js';
import { recordRoutes } from './modules/records/routes.js';
import { redlineImportRoutes } from './modules/redline-import/routes.js';
import { signatureLock } from './modules/signatures/lock.js';
import { signatureRoutes } from './modules/signatures/routes.js';
import { holdSignatureFieldsPool } from './modules/signatures/seal/find-fields.js';
import { registerSigningHeaders, signingRoutes } from './modules/signatures/signing-routes.js';
import { samlRoutes } from './modules/sso/saml/saml-routes.js';
import { ssoSettingsRoutes } from './modules/sso/settings-routes.js';
import { ssoSignInRoutes } from './modules/sso/sign-in-routes.js';
import { suggestionRoutes } from './modules/suggestions/routes.js';
import { templateImportRoutes } from './modules/template-import/routes.js';
import { templateRoutes } from './modules/templates/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { registerSpa } from './web/spa.js';

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
  /** Tests pass one of their own; otherwise SMTP_URL's, or the embedded outbox. */
  mailer?: Mailer;
  /** The clock of signed links (template downloads); tests pass one they move. */
  now?: () => number;
};

/** Builds the Fastify app with every route; tests call it and use `inject()`, main.ts listens. */
export async function buildApp({
  config,
  database,
  logger,
  mailer: givenMailer,
  now,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    genReqId: () => randomUUID(),
    // Keep-alive connections that sit idle do not hold up a graceful shutdown.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy every request comes from the proxy: TRUST_PROXY says whose
    // X-Forwarded-For to believe, so that request.ip (audit, sign-in throttle) is the client's.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputBoundary(app);
  app.addHook('onClose', holdSanitizerPool());
  app.addHook('onClose', holdSignatureFieldsPool());

  const https = config.publicUrl.startsWith('https://');
  const storage = await createStorage(config, database, (message) => app.log.info(message));
  app.addHook('onClose', () => storage.close());
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // With S3 storage the browser POSTs uploads straight to the bucket.
        connectSrc: ["'self'", ...(isBucket(storage) ? [storage.uploadOrigin] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  await registerCompression(app);
  registerCachePolicy(app);
  registerSigningHeaders(app);
  registerIntakeHeaders(app);
  await registerOpenApi(app);

  await app.register(cookie);
  await app.register(formbody);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  // Counts live in Redis when several instances share it, else in this process.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'lexdraft-rate-limit-' } : {}),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  const { db } = database;
  const key = accessTokenKey(config.jwtSecret);
  const mailer =
    givenMailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log: (line) => app.log.info(line) });
  app.addHook('onClose', async () => mailer.close());

  // Jobs run in this PostgreSQL (lib/jobs.ts): modules declare their queues while they register,
  // workers start once all have, and stop before the storage, mail and pool they use are closed.
  // Tests poll for nothing: they run queued jobs when they choose (jobs.runQueued).
  const poll = config.nodeEnv !== 'test';
  const jobs = createJobs({ pool: database.pool, log: app.log, poll });
  app.decorate('jobs', jobs);
  if (poll) app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  const printer = startPdfPrinter(app, config);

  await app.register(authGuard, { db, key });
  openApiRoute(app);
  await app.register(healthRoutes(database.pool));
  await app.register(authRoutes, { db, config, key, redis });
  await app.register(draftKeyRoutes, { db });
  await app.register(passwordResetRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(samlRoutes, { db, publicUrl: config.publicUrl });
  await app.register(invitationRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(userRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(organizationRoutes, { db, mailer });
  await app.register(ssoSettingsRoutes, { db, publicUrl: config.publicUrl, serverSecret: config.jwtSecret });
  await app.register(ssoSignInRoutes, { db, publicUrl: config.publicUrl, jwtSecret: config.jwtSecret });
  // A document out for signature keeps the content that was sent (modules/signatures/lock.ts).
  const lock = signatureLock(jobs);
  await app.register(documentRoutes, { db, signatureLock: lock });
  await app.register(versionRoutes, { db, signatureLock: lock });
  await app.register(suggestionRoutes, { db, signatureLock: lock });
  await app.register(mergeFieldRoutes, { db });
  await app.register(interviewRoutes, { db });
  await app.register(provenanceRoutes, { db });
  await app.register(commentRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(recordRoutes, { db });
  await app.register(assetRoutes, { db, storage });
  await app.register(headerFooterRoutes, { db });
  await app.register(exportRoutes, { db, store: storage, printer });
  await app.register(signatureRoutes, { db, mailer, storage, jobs, publicUrl: config.publicUrl, printer });
  await app.register(signingRoutes, {
    db,
    storage,
    jobs,
    mailer,
    publicUrl: config.publicUrl,
    signing: { dataDir: config.dataDir, ...config.signing },
  });
  const intake = { db, mailer, jobs, publicUrl: config.publicUrl, now };
  await app.register(intakeRoutes, intake);
  await app.register(intakePublicRoutes, intake);
  await app.register(uploadUrlRoutes, { db, storage, secret: config.jwtSecret });
  await app.register(templateRoutes, { db, storage, secret: config.jwtSecret, now });
  await app.register(templateImportRoutes, { db, storage });
  await app.register(bulkRoutes, { db, store: storage, printer });
  await app.register(redlineImportRoutes, { db, signatureLock: lock });
  await app.register(aiRoutes, { db, provider: createAiProvider(config.ai) });
  await app.register(assetSweep, { db, storage });
  await app.register(auditRoutes, { db });
  await app.register(auditRetention, { db, retentionDays: config.auditRetentionDays });
  await registerSpa(app, config.webDistDir);
  return app;
}
