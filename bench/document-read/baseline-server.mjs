// The bare baseline: node:http and node-postgres reading the document's current version row with
// its content (its shared body and its value parts, as the app stores them), then JSON.stringify. No framework, no auth, no links: what reading the row over HTTP costs at least.
// Runs in its own process, like the app, so that neither shares an event loop with the load.
import http from 'node:http';
import pg from 'pg';

const { DATABASE_URL, DOCUMENT_ID, VERSION } = process.env;
// The app's pool size (apps/server/src/db/client.ts), so both sides have the same connections.
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10, application_name: 'bench-baseline' });
const QUERY = `select v.id, v.document_id, v.version, b.body || v.value_parts as content, v.created_at
  from document_versions v join document_version_bodies b on b.org_id = v.org_id and b.sha256 = v.body_sha256
  where v.document_id = $1 and v.version = $2`;

const server = http.createServer(async (_request, response) => {
  try {
    const { rows } = await pool.query(QUERY, [DOCUMENT_ID, Number(VERSION)]);
    const body = JSON.stringify(rows[0]);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  } catch (error) {
    response.writeHead(500);
    response.end(String(error));
  }
});
server.keepAliveTimeout = 60_000;

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
