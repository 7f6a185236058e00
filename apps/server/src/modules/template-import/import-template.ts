import { randomUUID } from 'node:crypto';
import {
  DEFAULT_HEADER_FOOTER,
  type HeaderFooterConfig,
  headerFooterConfig,
  type Template,
  type TemplateImportFields,
} from '@lexdraft/contract';
import { FIELD_VALUES_MAX_COUNT } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { uploadDisplayName } from '../assets/file-name.js';
import { type RecordedFile, recordAsset, urlOf, writeRecordedFiles } from '../assets/service.js';
import type { ServiceContext } from '../auth/context.js';
import { prepareContent } from '../documents/content.js';
import { sanitizeBands } from '../layout/service.js';
import { TEMPLATE_NAME_REQUIRED } from '../merge-fields/field-templates.js';
import { presentTemplate } from '../templates/presenter.js';
import { insertTemplate } from '../templates/service.js';
import type { applyMappings } from './apply-mappings.js';
import { applyMappingsOffThread, convertOffThread } from './convert-pool.js';
import type { ImportedImage } from './import-images.js';
import type { DetectedPlaceholder } from './placeholder-collector.js';

// POST /docs/templates/import (docs/template-import.md, Routes): a Word file becomes a template of
// the library with its images, its original file, its header, footer and letterhead, in one
// transaction; the files written for it are removed again when it fails.

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const EMPTY_IMPORT = 'The Word document is empty: it has no text to import.';

/** The asset_type each role of image is stored as (the assets table's image, logo and letterhead). */
const ASSET_TYPE_OF: Record<ImportedImage['role'], string> = {
  body: 'image',
  logo: 'logo',
  letterhead: 'letterhead',
};

export type TemplateImport = {
  bytes: Uint8Array;
  /** The uploaded file's name, shown as the original file's asset name. */
  fileName: string;
  fields: TemplateImportFields;
};

type PlannedAsset = RecordedFile & { name: string; assetType: string };

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Imports a Word file as a new template of the caller's organization; answers it as the library shows it. */
export async function importTemplate(
  db: Db,
  ctx: ServiceContext,
  storage: ObjectStorage,
  { bytes, fileName, fields }: TemplateImport,
): Promise<Template> {
  const name = fields.name.trim();
  if (name === '') throw new HttpError(422, TEMPLATE_NAME_REQUIRED);
  const converted = await convertOffThread(bytes, {
    intelligentDetection: fields.use_intelligent_detection,
  });

  // Keys are chosen before anything is written, so that the HTML can carry the images' URLs.
  const orgPrefix = `assets/${ctx.user.orgId}`;
  const images: PlannedAsset[] = converted.images.map((image, index) => ({
    key: `${orgPrefix}/${randomUUID()}.${image.extension}`,
    bytes: bufferOf(image.bytes),
    contentType: image.contentType,
    name: `${ASSET_TYPE_OF[image.role]}-${index + 1}.${image.extension}`,
    assetType: ASSET_TYPE_OF[image.role],
  }));
  const original: PlannedAsset = {
    key: `${orgPrefix}/${randomUUID()}.docx`,
    bytes: bufferOf(bytes),
    contentType: DOCX_CONTENT_TYPE,
    name: uploadDisplayName(fileName, 'template.docx'),
    assetType: 'template',
  };
  const imageUrls = Object.fromEntries(
    converted.images.map((image, index) => [image.src, urlOf(images[index]!.key)]),
  );
  const applied = await applyMappingsOffThread(converted, {
    mappings: fields.placeholder_mappings ?? {},
    imageUrls,
  });

  if (applied.html === '') throw new HttpError(422, EMPTY_IMPORT);
  const content = await prepareContent({
    ckeditor_html: applied.html,
    metadata: applied.letterhead ? { letterhead: applied.letterhead } : {},
  });
  const headerFooter = await sanitizeBands(layoutOf(applied.header, applied.footer));

  const files = [...images, original];
  const { document, library } = await writeRecordedFiles(db, storage, files, async (tx) => {
    let sourceAssetId = '';
    for (const file of files) {
      const id = await recordAsset(tx, ctx, storage, {
        key: file.key,
        name: file.name,
        assetType: file.assetType,
        contentType: file.contentType,
        size: file.bytes.length,
      });
      if (file === original) sourceAssetId = id;
    }
    return insertTemplate(tx, ctx, {
      name,
      content,
      headerFooter,
      library: {
        category: fields.category,
        jurisdictionCode: fields.jurisdiction_code,
        description: fields.description ?? null,
        tags: fields.tags ?? [],
        placeholderMappings: effectiveMappings(converted.placeholders, fields.placeholder_mappings ?? {}),
        sourceAssetId,
      },
    });
  });
  return presentTemplate(document, library);
}

/**
 * Each placeholder found with the field it became (or null, left as text): the mapping sent, else
 * its suggestion. The record keeps the first 2,000 (FIELD_VALUES_MAX_COUNT), the most a template's
 * PATCH takes, so that the library's own record can always be sent back as it was stored; a file
 * with more different placeholders still has every one of them converted in its body.
 */
export function effectiveMappings(
  placeholders: readonly DetectedPlaceholder[],
  sent: Readonly<Record<string, string | null>>,
): Record<string, string | null> {
  return Object.fromEntries(
    placeholders
      .slice(0, FIELD_VALUES_MAX_COUNT)
      .map((placeholder) => [
        placeholder.text,
        Object.hasOwn(sent, placeholder.text)
          ? (sent[placeholder.text] ?? null)
          : placeholder.suggested_field,
      ]),
  );
}

/** The header and footer config from the bands found; a band the file has none of is the default (off). */
function layoutOf(
  header: ReturnType<typeof applyMappings>['header'],
  footer: ReturnType<typeof applyMappings>['footer'],
): HeaderFooterConfig {
  const config = {
    header: header ?? DEFAULT_HEADER_FOOTER.header,
    footer: footer ?? DEFAULT_HEADER_FOOTER.footer,
  };
  // The import's bands have the config's shape by construction; checked so that nothing else is stored.
  const checked = headerFooterConfig.safeParse(config);
  if (!checked.success) {
    throw new Error(`The imported header and footer do not fit the config: ${checked.error.message}`);
  }
  return checked.data;
}
