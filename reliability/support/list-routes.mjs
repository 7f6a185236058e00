// Prints the built server's routes as JSON: method, url, and the JSON Schema of body, query and params.
// It builds the app (apps/server/dist) with a pool that is never queried and reads every route
// through an onRoute hook, so a route added later is fuzzed without touching the suite.
import { subscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const dist = path.resolve(import.meta.dirname, '../../apps/server/dist');
const { buildApp } = await import(path.join(dist, 'app.js'));
const { loadConfig } = await import(path.join(dist, 'config.js'));
const { connectDatabase } = await import(path.join(dist, 'db/client.js'));

const routes = [];
// Fastify announces every new instance on this channel before any plugin registers a route.
subscribe('fastify.initialization', ({ fastify }) => {
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        body: toJsonSchema(route.schema?.body),
        querystring: toJsonSchema(route.schema?.querystring),
        params: toJsonSchema(route.schema?.params),
      });
    }
  });
});

/** A route's zod schema as JSON Schema (the input side), or null when it has none. */
function toJsonSchema(schema) {
  if (!schema) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-routes-'));
// NODE_ENV=test: nothing is started that would reach the database (the job workers) or a browser.
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'x'.repeat(32),
  LOG_LEVEL: 'silent',
});
// Port 9 (discard) is never listened on by PostgreSQL; nothing queries the pool anyway.
const database = connectDatabase('postgres://nobody@127.0.0.1:9/none', { max: 1 });
const mailer = { send: async () => {}, close: async () => {} };
const app = await buildApp({ config, database, mailer });
await app.ready();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const seen = new Set();
const unique = routes.filter((route) => {
  const key = `${route.method} ${route.url}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});
process.stdout.write(JSON.stringify(unique));
