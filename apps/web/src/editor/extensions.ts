import { HEADING_LEVELS } from '@lexdraft/core';
import type { Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { AssetImage } from './asset-image';
import { LengthFontSize } from './length-font-size';
import { isAllowedLinkHref } from './link-href';
import { MergeField } from './merge-field';
import { renderMergeFieldSuggestions } from './merge-field-suggestion-popup';
import { PageBreak } from './page-break';

/**
 * The editor's schema and behaviour, in one list so that the browser and the server (`getSchema`,
 * `generateHTML`) build the same document model. Merge fields are always in the schema, so that no
 * list drops them. `extra` is where later nodes plug in; they are appended after the built-in ones.
 */
export function createEditorExtensions(extra: Extensions = []): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      link: {
        openOnClick: false,
        // Links typed without a scheme ("firm.com") are completed with https, not http.
        defaultProtocol: 'https',
        // Only core's LINK_PROTOCOLS (http, https, mailto, tel): parsed, typed, pasted and autolinked alike.
        isAllowedUri: (url) => isAllowedLinkHref(url),
      },
    }),
    TextStyle,
    LengthFontSize,
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    TableKit.configure({ table: { resizable: false } }),
    AssetImage,
    PageBreak,
    // After lists and tables: at equal priority TipTap runs later extensions' keys first, so the open
    // `{{` list gets Enter, Tab and the arrows before a list item or a table cell does.
    MergeField.configure({ renderSuggestions: renderMergeFieldSuggestions }),
    Placeholder.configure({ placeholder: 'Start writing…' }),
    ...extra,
  ];
}
