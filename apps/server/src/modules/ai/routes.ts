import {
  aiCommandBody,
  aiCommandResponse,
  aiStatus,
  analysisResponse,
  analyzeBody,
  clauseAnalyzeParams,
  documentIdParams,
  errorBody,
  errorResponses,
  generateTemplateBody,
  generateTemplateResponse,
} from '@lexdraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { serviceContext, signedInUser } from '../auth/guard.js';
import { findDocument } from '../documents/scope.js';
import { loadAiDocument } from './ai-document.js';
import { analysisAsk } from './analysis-ask.js';
import { analyzeDocument } from './analyze.js';
import { assertClause } from './builtin-analysis.js';
import { assertCommandAvailable, cleanSelection, runAiCommand } from './commands.js';
import type { AiDeps } from './deps.js';
import { aiEnabledFor, aiRateLimit, requireAiEnabled } from './gate.js';
import { generateFailure, generateTemplate } from './generate.js';
import type { AiProvider } from './provider/types.js';
import { aiStatusOf } from './status.js';
import { answerAi } from './stream.js';

const read = { access: 'docs:read' } as const;
const write = { access: 'docs:write' } as const;

// A failed drafting answers generate's own shape with `detail` beside it; the guard's and the
// gate's refusals answer `{ detail }` like every route.
const generateErrors = z.union([generateTemplateResponse, errorBody]);

/** The assistant's routes (docs/ai.md): status, analysis, the seven commands and template drafting. */
export async function aiRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: AiProvider | null },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The firm's switch first, so that a firm with AI off spends none of its users' counts.
  const guarded = [requireAiEnabled(db), aiRateLimit(app)];
  const deps = (request: FastifyRequest): AiDeps => ({ db, ctx: serviceContext(request), provider });

  routes.get(
    '/docs/ai/status',
    { config: { access: 'signed-in' }, schema: { response: { 200: aiStatus, ...errorResponses } } },
    async (request) => aiStatusOf(await aiEnabledFor(db, signedInUser(request).orgId), provider),
  );

  routes.post(
    '/docs/documents/:id/analyze',
    {
      config: read,
      preHandler: guarded,
      schema: {
        params: documentIdParams,
        body: analyzeBody,
        response: { 200: analysisResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const given = deps(request);
      const document = await loadAiDocument(db, given.ctx, request.params.id);
      const ask = analysisAsk(request.body);
      return answerAi(request, reply, {
        run: (io) => analyzeDocument(given, { document, ask, clauseId: null }, io),
      });
    },
  );

  routes.post(
    '/docs/documents/:id/clauses/:clauseId/analyze',
    {
      config: read,
      preHandler: guarded,
      schema: {
        params: clauseAnalyzeParams,
        body: analyzeBody,
        response: { 200: analysisResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const given = deps(request);
      const document = await loadAiDocument(db, given.ctx, request.params.id);
      const { clauseId } = request.params;
      assertClause(document.json, clauseId);
      const ask = analysisAsk(request.body);
      return answerAi(request, reply, {
        run: (io) => analyzeDocument(given, { document, ask, clauseId }, io),
      });
    },
  );

  routes.post(
    '/docs/documents/:id/ai/commands',
    {
      config: write,
      preHandler: guarded,
      schema: {
        params: documentIdParams,
        body: aiCommandBody,
        response: { 200: aiCommandResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const given = deps(request);
      const document = await findDocument(db, given.ctx, request.params.id);
      const { command, target_language: targetLanguage } = request.body;
      assertCommandAvailable(command, provider);
      const html = await cleanSelection(request.body.html);
      return answerAi(request, reply, {
        run: (io) => runAiCommand(given, { documentId: document.id, command, html, targetLanguage }, io),
      });
    },
  );

  routes.post(
    '/docs/templates/generate',
    {
      config: write,
      preHandler: guarded,
      schema: {
        body: generateTemplateBody,
        response: { 201: generateTemplateResponse, '4xx': generateErrors, '5xx': generateErrors },
      },
    },
    async (request, reply) => {
      const given = deps(request);
      return answerAi(request, reply, {
        status: 201,
        run: (io) => generateTemplate(given, request.body, io),
        failureBody: generateFailure,
      });
    },
  );
}
