import {
  errorResponses,
  exportedFile,
  signingAccessCodeBody,
  signingConsentBody,
  signingDeclineBody,
  signingResult,
  signingSession,
  signingSignBody,
  signingTokenParams,
} from '@lexdraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { Jobs } from '../../lib/jobs.js';
import type { Mailer } from '../../lib/mail.js';
import { requestMeta } from '../../lib/request-meta.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { hashToken } from '../../lib/tokens.js';
import { inlineContentDisposition, nameWithExtension, safeDisplayName } from '../assets/file-name.js';
import { registerSignatureJobs } from './jobs/register-jobs.js';
import { resumeSigningJobs } from './resume-jobs.js';
import { loadSigningCredentials, type SigningCredentials, type SigningSettings } from './seal/index.js';
import { loadSeal } from './shared-seal.js';
import { giveSigningConsent } from './signer/consent.js';
import { declineDocument } from './signer/decline.js';
import { openSigningSession, readSigningPdf } from './signer/open.js';
import { signDocument } from './signer/sign.js';
import { verifySigningAccessCode } from './signer/verify-code.js';

// The signer's API (docs/signing.md): public, under /api/signing/{token}, the token being the whole
// credential. Rate-limited per address and link (in Redis when REDIS_URL is set, as sign-in is),
// more strictly for the access code; answers are never cached and never send a Referer onwards.

export type SigningRoutesOptions = {
  db: Db;
  storage: ObjectStorage;
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  /** DATA_DIR and SIGNING_P12_PATH/PASSWORD: the certificate that seals completed requests. */
  signing: SigningSettings;
};

/** Requests to one link from one address per minute. */
export const SIGNING_REQUESTS_PER_MINUTE = 60;
/** Access-code tries to one link from one address per quarter hour (the link locks after 5 wrong ones). */
export const ACCESS_CODE_TRIES_PER_WINDOW = 10;
export const TOO_MANY_SIGNING_REQUESTS =
  'Too many requests for this signing link. Wait a minute and try again.';

const SIGNING_PATHS = ['/sign/', '/api/signing/'];

/**
 * The signing page (/sign/{token}, served by the SPA) and its API carry the link's token in their
 * address: no Referer may take it to another site, and no cache (a shared computer's, a proxy's)
 * may keep a page or an answer. Registered on the root app, so that the SPA's fallback gets it too.
 */
export function registerSigningHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?', 1)[0]!;
    if (SIGNING_PATHS.some((prefix) => path.startsWith(prefix))) {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Robots-Tag', 'noindex, nofollow');
    }
    return payload;
  });
}

const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;

/** The signer's routes, and the jobs that follow their acts. */
export async function signingRoutes(app: FastifyInstance, options: SigningRoutesOptions) {
  const { db, storage, jobs } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The firm's own certificate (SIGNING_P12_PATH) is opened at start, so that a wrong path or
  // password stops the app with its reason rather than failing the first seal; the self-signed one
  // is made (or read from the shared storage) on first use, a key pair taking a moment. A load that
  // fails is tried again by the next seal.
  let credentials: Promise<SigningCredentials> | undefined = options.signing.p12Path
    ? Promise.resolve(loadSigningCredentials(options.signing))
    : undefined;
  // Every job of a request, the sender's included, is declared here: this plugin has what they all need.
  registerSignatureJobs(jobs, {
    db,
    storage,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    log: app.log,
    credentials: () => {
      credentials ??= loadSeal(db, storage, options.signing).catch((error: unknown) => {
        credentials = undefined;
        throw error;
      });
      return credentials;
    },
  });

  // A seal or delivery whose instance died is taken up at once rather than at its job's expiry.
  app.addHook('onReady', async () => {
    try {
      const resumed = await resumeSigningJobs(db, jobs);
      if (resumed.sealing.length + resumed.delivering.length > 0)
        app.log.info(resumed, 'Unfinished signing jobs queued again');
    } catch (error) {
      app.log.error({ err: error }, 'Unfinished signing jobs could not be queued again');
    }
  });

  // Keyed by the address and the token's hash, so that the store never holds a usable token.
  const limiter = (name: string, max: number, timeWindow: number) =>
    app.rateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${name}:${request.ip}:${hashToken(tokenOf(request)).slice(0, 32)}`,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_SIGNING_REQUESTS),
    });
  const limit = limiter('signing', SIGNING_REQUESTS_PER_MINUTE, 60_000);
  const codeLimit = limiter('signing-code', ACCESS_CODE_TRIES_PER_WINDOW, 15 * 60_000);
  const open = { access: 'public' } as const;

  routes.get(
    '/api/signing/:token',
    {
      config: open,
      // Reading records opened or viewed: no HEAD (a link checker's) may do that.
      exposeHeadRoute: false,
      preHandler: limit,
      schema: { params: signingTokenParams, response: { 200: signingSession, ...errorResponses } },
    },
    (request) => openSigningSession(db, request.params.token, requestMeta(request)),
  );

  routes.get(
    '/api/signing/:token/pdf',
    {
      config: open,
      // Reading records opened or viewed: no HEAD (a link checker's) may do that.
      exposeHeadRoute: false,
      preHandler: limit,
      schema: {
        params: signingTokenParams,
        produces: ['application/pdf'],
        response: { 200: exportedFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { bytes, documentName } = await readSigningPdf(
        { db, storage },
        request.params.token,
        requestMeta(request),
      );
      const fileName = nameWithExtension(safeDisplayName(documentName, 'document'), 'pdf');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', inlineContentDisposition(fileName))
        .send(bytes);
    },
  );

  routes.post(
    '/api/signing/:token/access-code',
    {
      config: open,
      preHandler: codeLimit,
      schema: {
        params: signingTokenParams,
        body: signingAccessCodeBody,
        response: { 200: signingSession, ...errorResponses },
      },
    },
    (request) => verifySigningAccessCode(db, request.params.token, request.body.code, requestMeta(request)),
  );

  routes.post(
    '/api/signing/:token/consent',
    {
      config: open,
      preHandler: limit,
      schema: {
        params: signingTokenParams,
        body: signingConsentBody,
        response: { 200: signingSession, ...errorResponses },
      },
    },
    (request) => giveSigningConsent(db, request.params.token, requestMeta(request)),
  );

  routes.post(
    '/api/signing/:token/sign',
    {
      config: open,
      preHandler: limit,
      // A drawn signature is a data URL of up to 200 KB of PNG.
      bodyLimit: 512 * 1024,
      schema: {
        params: signingTokenParams,
        body: signingSignBody,
        response: { 200: signingResult, ...errorResponses },
      },
    },
    (request) => signDocument({ db, jobs }, request.params.token, request.body, requestMeta(request)),
  );

  routes.post(
    '/api/signing/:token/decline',
    {
      config: open,
      preHandler: limit,
      schema: {
        params: signingTokenParams,
        body: signingDeclineBody,
        response: { 200: signingResult, ...errorResponses },
      },
    },
    (request) =>
      declineDocument({ db, jobs }, request.params.token, request.body.reason, requestMeta(request)),
  );
}
