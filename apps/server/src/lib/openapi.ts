import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { errorResponses, looseObject } from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';

// Routes that need a signed-in caller say so in the document, from the access the guard enforces.
const withSecurity: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  if (!access || access === 'public') return transformed;
  return { ...transformed, schema: { ...transformed.schema, security: [{ bearerAuth: [] }] } };
};

/**
 * Collects every route registered after it into an OpenAPI 3 document built from the routes' zod
 * schemas (@lexdraft/contract). Register it before the routes: it learns them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'LexDraft API',
        description: 'The HTTP API of spec section 7. Errors answer `{ "detail": "..." }`.',
        version: '1',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: withSecurity,
  });
}

/** GET /api/openapi.json: the document, public like the spec it describes. */
export function openApiRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    OPENAPI_PATH,
    {
      config: { access: 'public' },
      schema: { response: { 200: looseObject.describe('An OpenAPI 3 document'), ...errorResponses } },
    },
    async () => app.swagger() as Record<string, unknown>,
  );
}
