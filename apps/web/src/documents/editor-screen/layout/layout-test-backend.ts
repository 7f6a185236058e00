import type { UploadedAsset } from '@/api/assets';
import type { HeaderFooterConfig, Letterhead } from '@/api/layout';
import { json, type RouteHandler } from '@/test/fake-backend';

// The letterhead, header and footer, and upload paths of docs/layout-api.md as an in-memory server.

export const ORG_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const assetUrl = (n: number) =>
  `/api/docs/assets/${ORG_ID}/00000000-0000-4000-8000-00000000000${n}.png`;

export const DEFAULT_CONFIG: HeaderFooterConfig = {
  header: { enabled: false, height: 80, backgroundColor: '#ffffff', borderBottom: false, logo: null },
  footer: {
    enabled: false,
    height: 60,
    backgroundColor: '#ffffff',
    borderTop: false,
    pageNumbers: { enabled: true, position: 'center', format: 'page-x-of-y' },
  },
};

/** A PNG's first bytes: enough for the client, which reads the type from the File. */
export const pngFile = (name = 'letterhead.png', bytes = 64) =>
  new File([new Uint8Array(bytes).fill(1)], name, { type: 'image/png' });

/**
 * What the page view asks for once the editor shows, for a document with no layout: the header
 * and footer turned off and no letterhead.
 */
export const noLayoutRoutes = (): Record<string, RouteHandler> => ({
  'GET /api/docs/assets/header-footer-config/:documentId': () => json(200, DEFAULT_CONFIG),
  'GET /docs/documents/:id/letterhead': () => json(200, { letterhead: null }),
});

export interface LayoutServer {
  letterhead: Letterhead | null;
  config: HeaderFooterConfig;
  uploads: number;
  /** Holds the upload's PUT until released; unset answers at once. */
  holdUpload?: Promise<void>;
}

export function layoutServer(initial: Partial<LayoutServer> = {}) {
  const server: LayoutServer = { letterhead: null, config: DEFAULT_CONFIG, uploads: 0, ...initial };
  const routes: Record<string, RouteHandler> = {
    'GET /docs/documents/:id/letterhead': () => json(200, { letterhead: server.letterhead }),
    'PUT /docs/documents/:id/letterhead': (request) => {
      const { letterhead } = request.json() as { letterhead: Partial<Letterhead> | null };
      server.letterhead = letterhead
        ? { position: 'center', width: 200, height: 100, image_url: '', ...letterhead }
        : null;
      return json(200, { letterhead: server.letterhead });
    },
    'GET /api/docs/assets/header-footer-config/:documentId': () => json(200, server.config),
    'POST /api/docs/assets/header-footer-config/:documentId': (request) => {
      server.config = request.json() as HeaderFooterConfig;
      return json(200, server.config);
    },
    'POST /api/docs/assets/upload-url': () => {
      server.uploads += 1;
      return json(200, {
        upload_url: `/api/docs/assets/local-upload?token=t${server.uploads}`,
        asset_url: assetUrl(server.uploads),
        storage_type: 'local',
        local_filename: `${server.uploads}.png`,
      });
    },
    'PUT /api/docs/assets/local-upload': async (request) => {
      await server.holdUpload;
      const n = Number(request.query.get('token')?.slice(1));
      const asset: UploadedAsset = { url: assetUrl(n), name: 'letterhead.png', size: 64, type: 'image/png' };
      return json(201, asset);
    },
  };
  return { server, routes };
}
