import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASSES,
  ALLOWED_STYLES,
  ALLOWED_TAGS,
  ASSET_URL_PREFIX,
  LINK_PROTOCOLS,
} from '@lexdraft/core';
import sanitizeHtml from 'sanitize-html';

// Document HTML is kept to what the editor's schema can hold (packages/core/src/html-allow-list.ts):
// scripts, event handlers, foreign styles and unsafe URLs are removed before anything is stored.

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedStyles: ALLOWED_STYLES,
  allowedClasses: ALLOWED_CLASSES,
  allowedSchemes: [...LINK_PROTOCOLS],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags keep their text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  selfClosing: ['img', 'br', 'hr', 'col'],
  // An image is kept only when it points at one of our uploaded assets.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAssetUrl(frame.attribs.src),
  transformTags: {
    // Links opened from a document never get a handle on the editor's window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
  },
};

function isAssetUrl(src: string | undefined): boolean {
  return typeof src === 'string' && src.startsWith(ASSET_URL_PREFIX) && !src.includes('..');
}

/** Returns the HTML with everything outside the editor's allow-list removed. */
export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
