import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { uploadAsset } from './assets';
import { configureApiClient } from './client';
import { clearSession, setAccessToken } from './token-storage';

// The two-step upload against a real HTTP server: what is sent at each step, and what comes back.

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server;
let seen: Seen[];
let handle: Handler;

const UPLOAD_URL = '/api/docs/assets/local-upload?token=abc.def';
const TARGET = {
  upload_url: UPLOAD_URL,
  asset_url: '/api/docs/assets/org/id.png',
  storage_type: 'local',
  local_filename: 'id.png',
};
const ASSET = { url: TARGET.asset_url, name: 'seal.png', size: 4, type: 'image/png' };
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(entry);
      handle(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  clearSession();
  setAccessToken('token');
});

const seal = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'seal.png', { type: 'image/png' });

describe('uploadAsset', () => {
  it('asks for a URL, then PUTs the raw bytes there with the bearer token', async () => {
    handle = (req, res) => (req.method === 'POST' ? json(res, 200, TARGET) : json(res, 201, ASSET));
    await expect(uploadAsset(seal(), 'letterhead')).resolves.toEqual(ASSET);
    const [ask, put] = seen;
    expect(ask?.url).toBe('/api/docs/assets/upload-url');
    expect(JSON.parse(ask?.body.toString() ?? '')).toEqual({
      filename: 'seal.png',
      asset_type: 'letterhead',
      content_type: 'image/png',
    });
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(UPLOAD_URL);
    expect(put?.headers.authorization).toBe('Bearer token');
    expect(put?.headers['content-type']).toBe('image/png');
    expect([...(put?.body ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("throws the server's detail when the PUT is refused", async () => {
    handle = (req, res) =>
      req.method === 'POST'
        ? json(res, 200, TARGET)
        : json(res, 409, { detail: 'This upload link has already been used' });
    const error = await uploadAsset(seal(), 'image').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('This upload link has already been used');
  });

  it('refreshes the session once on a 401 and sends the file again', async () => {
    handle = (req, res) => {
      if (req.url === '/auth/refresh') return json(res, 200, { access_token: 'new', user: null });
      if (req.method === 'POST') return json(res, 200, TARGET);
      return req.headers.authorization === 'Bearer new'
        ? json(res, 201, ASSET)
        : json(res, 401, { detail: 'x' });
    };
    await expect(uploadAsset(seal(), 'image')).resolves.toEqual(ASSET);
    expect(seen.map((req) => `${req.method} ${req.url}`)).toEqual([
      'POST /api/docs/assets/upload-url',
      `PUT ${UPLOAD_URL}`,
      'POST /auth/refresh',
      `PUT ${UPLOAD_URL}`,
    ]);
  });
});
