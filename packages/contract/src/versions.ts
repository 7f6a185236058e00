import { z } from 'zod';
import { looseObject, timestamp } from './common.js';

// The version history of a document (docs/documents-api.md, Versions).

/** Most versions one page lists. */
export const VERSIONS_PAGE_MAX = 100;

export const versionParams = z.object({
  id: z.uuid({ message: 'must be a document id' }),
  version: z.coerce
    .number({ message: 'must be a version number' })
    .int('must be a version number')
    .min(1, 'must be a version number')
    .max(2_147_483_647, 'must be a version number'),
});

export const listVersionsQuery = z.object({
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(VERSIONS_PAGE_MAX, `must be at most ${VERSIONS_PAGE_MAX}`)
    .default(50),
  /** Lists the versions older than this one: the previous page's `next_before`. */
  before: z.coerce
    .number({ message: 'must be a version number' })
    .int('must be a version number')
    .min(1, 'must be a version number')
    .max(2_147_483_647, 'must be a version number')
    .optional(),
});
export type ListVersionsQuery = z.infer<typeof listVersionsQuery>;

/** Who saved a version; null when that user was since removed. */
export const versionAuthor = z.object({ id: z.string(), name: z.string() }).nullable();

export const versionListItem = z.object({
  version: z.int(),
  author: versionAuthor,
  created_at: timestamp,
  /** The size of the version's content as JSON text. */
  size_bytes: z.int(),
  /** A short plain-text description: "Values changed", or the first words of the text. */
  summary: z.string(),
});

export const versionList = z.object({
  items: z.array(versionListItem),
  /** The `before` of the next (older) page; null on the last page. */
  next_before: z.int().nullable(),
});

/**
 * A restore's body, which may be left out: `base_version`, the document's version when the
 * caller's history was loaded; the document saved since is refused with 409, as a content save is.
 */
export const restoreVersionBody = z
  .object({ base_version: z.int('must be a version number').min(0, 'must be a version number').optional() })
  .nullish();
export type RestoreVersionBody = z.infer<typeof restoreVersionBody>;

/** One version with its content, in the spec's content shape or an older one as stored. */
export const versionDetail = z.object({
  version: z.int(),
  author: versionAuthor,
  created_at: timestamp,
  content: looseObject,
});
