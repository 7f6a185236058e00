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

describe('uploadAsset with S3 storage', () => {
  const KEY = 'assets/org-1/id-1.png';
  const s3Target = () => ({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/firm-bucket`,
    fields: { 'Content-Type': 'image/png', key: KEY, Policy: 'cG9saWN5', 'X-Amz-Signature': 'sig' },
    s3_key: KEY,
  });
  const ASSET_PATH = '/api/docs/assets/org-1/id-1.png';
  const routes =
    (
      bucket: (res: ServerResponse) => void,
      head: (res: ServerResponse) => void = (res) => res.end(),
    ): Handler =>
    (req, res) => {
      if (req.url === '/api/docs/assets/upload-url') return json(res, 200, s3Target());
      if (req.url === '/firm-bucket') return bucket(res);
      return head(res);
    };

  it('posts the signed fields and then the file to the bucket, without the token, and has the server check it', async () => {
    handle = routes((res) => res.writeHead(204).end());
    await expect(uploadAsset(seal(), 'logo')).resolves.toEqual({
      url: ASSET_PATH,
      name: 'seal.png',
      size: 4,
      type: 'image/png',
    });
    expect(seen.map((req) => `${req.method} ${req.url}`)).toEqual([
      'POST /api/docs/assets/upload-url',
      'POST /firm-bucket',
      `HEAD ${ASSET_PATH}`,
    ]);
    const [, post, head] = seen;
    expect(post?.headers.authorization).toBeUndefined();
    expect(post?.headers.cookie).toBeUndefined();
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = post?.body.toString('latin1') ?? '';
    const order = ['Content-Type', 'key', 'Policy', 'X-Amz-Signature', 'file'].map((name) =>
      body.indexOf(`name="${name}"`),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body).toContain(`name="key"\r\n\r\n${KEY}\r\n`);
    expect(body).toContain('\x89PNG');
    expect(head?.headers.authorization).toBe('Bearer token');
  });

  it('fails with the status S3 answered, and asks the server nothing more', async () => {
    handle = routes((res) => res.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error/>'));
    const error = await uploadAsset(seal(), 'image').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to upload image to S3: 403');
    expect((error as ApiError).status).toBe(403);
    expect(seen).toHaveLength(2);
  });

  it('says why when the server refuses what reached the bucket', async () => {
    for (const [status, message] of [
      [415, 'Invalid file type'],
      [413, 'File size must be less than 5MB'],
      [500, 'Failed to upload image'],
    ] as const) {
      handle = routes(
        (res) => res.writeHead(204).end(),
        (res) => res.writeHead(status).end(),
      );
      const error = await uploadAsset(seal(), 'image').catch((reason: unknown) => reason);
      expect((error as ApiError).message).toBe(message);
      expect((error as ApiError).status).toBe(status);
    }
  });
});

describe('uploadAsset errors', () => {
  it("shows the server's detail when no URL is given, else Failed to get upload URL", async () => {
    handle = (_req, res) =>
      json(res, 415, { detail: 'Invalid file type: only PNG, JPEG, GIF and WebP images' });
    await expect(uploadAsset(seal(), 'image')).rejects.toThrow(
      'Invalid file type: only PNG, JPEG, GIF and WebP',
    );
    handle = (_req, res) => res.writeHead(503).end();
    await expect(uploadAsset(seal(), 'image')).rejects.toThrow('Failed to get upload URL');
  });

  it('says Failed to upload image to local storage when the PUT fails without a reason', async () => {
    handle = (req, res) => (req.method === 'POST' ? json(res, 200, TARGET) : res.writeHead(500).end());
    await expect(uploadAsset(seal(), 'image')).rejects.toThrow('Failed to upload image to local storage');
  });
});
