import { buildContent } from '@lexdraft/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/api/client';
import { buildDocument } from '@/test/document-fixtures';
import { fakeBackend, json } from '@/test/fake-backend';
import { assetUrl, layoutServer, ORG_ID } from './layout-test-backend';
import { legacyLetterhead, migrateLegacyLetterhead } from './legacy-letterhead';

const OTHER_ORG = '11111111-2222-4333-8444-555555555555';

beforeEach(() => configureApiClient({ baseUrl: '' }));

describe('legacyLetterhead', () => {
  it("reads the older shape's url as image_url, and brings the sizes within the limits", () => {
    expect(
      legacyLetterhead(
        { letterhead: { url: assetUrl(1), position: 'right', width: 900, height: 20.4 } },
        ORG_ID,
      ),
    ).toEqual({ image_url: assetUrl(1), position: 'right', width: 500, height: 50 });
    expect(legacyLetterhead({ letterhead: { image_url: assetUrl(2), position: 'top' } }, ORG_ID)).toEqual({
      image_url: assetUrl(2),
      position: 'center',
      width: 200,
      height: 100,
    });
  });

  it('takes only an image of the organization', () => {
    const theirs = assetUrl(1).replace(ORG_ID, OTHER_ORG);
    expect(legacyLetterhead({ letterhead: { url: theirs } }, ORG_ID)).toBeNull();
    expect(
      legacyLetterhead({ letterhead: { url: 'https://example.com/letterhead.png' } }, ORG_ID),
    ).toBeNull();
    expect(legacyLetterhead({ letterhead: { url: `data:image/png;base64,AAAA` } }, ORG_ID)).toBeNull();
    expect(legacyLetterhead({ letterhead: null }, ORG_ID)).toBeNull();
    expect(legacyLetterhead({}, ORG_ID)).toBeNull();
  });
});

describe('migrateLegacyLetterhead', () => {
  const legacy = { letterhead: { url: assetUrl(3), position: 'left', width: 240, height: 80 } };

  it('moves it into the content when the server has none', async () => {
    const layout = layoutServer();
    const backend = fakeBackend(layout.routes);
    const document = buildDocument({ metadata: legacy });
    await migrateLegacyLetterhead(document, ORG_ID);
    expect(backend.calls(`PUT /docs/documents/${document.id}/letterhead`).map((call) => call.json())).toEqual(
      [{ letterhead: { image_url: assetUrl(3), position: 'left', width: 240, height: 80 } }],
    );
  });

  it('asks nothing when the content already has one, or the image is not the firm’s', async () => {
    const backend = fakeBackend(layoutServer().routes);
    const withContent = buildDocument({
      metadata: legacy,
      versions: [
        {
          version: 1,
          content: buildContent('<p>x</p>', {
            metadata: { field_source_refs: {}, custom_fields: [], letterhead: { image_url: assetUrl(4) } },
          }),
          created_at: '2025-03-04T15:30:00.000Z',
        },
      ],
    });
    await migrateLegacyLetterhead(withContent, ORG_ID);
    await migrateLegacyLetterhead(buildDocument({ metadata: legacy }), OTHER_ORG);
    expect(backend.requests).toEqual([]);
  });

  it('leaves one the server holds for a document not saved yet', async () => {
    const layout = layoutServer({
      letterhead: { image_url: assetUrl(5), position: 'center', width: 200, height: 100 },
    });
    const backend = fakeBackend(layout.routes);
    const document = buildDocument({ metadata: legacy, current_version: 0, versions: [] });
    await migrateLegacyLetterhead(document, ORG_ID);
    expect(backend.calls(`GET /docs/documents/${document.id}/letterhead`)).toHaveLength(1);
    expect(backend.calls(`PUT /docs/documents/${document.id}/letterhead`)).toEqual([]);
  });

  it('throws when the server refuses, for the caller to stay silent about', async () => {
    fakeBackend({
      ...layoutServer().routes,
      'PUT /docs/documents/:id/letterhead': () => json(422, { detail: 'No' }),
    });
    await expect(migrateLegacyLetterhead(buildDocument({ metadata: legacy }), ORG_ID)).rejects.toThrow('No');
  });
});
