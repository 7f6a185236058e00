import { HEADING_LEVELS } from '@lexdraft/core';
import type { AnyExtension, Extensions } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Document from '@tiptap/extension-document';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import { Table, TableCell, TableHeader } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { AssetImage } from './asset-image.js';
import { CommentMark } from './comment-mark.js';
import { ConditionBlock } from './condition-block.js';
import { ConditionElse } from './condition-else.js';
import { InlineCondition } from './inline-condition.js';
import { LengthFontSize } from './length-font-size.js';
import { isAllowedLinkHref } from './link-href.js';
import { MergeField } from './merge-field.js';
import { PageBreak } from './page-break.js';
import { RepeatBlock } from './repeat-block.js';
import { RepeatTableRow } from './repeat-table-row.js';
import { SignatureField } from './signature-field.js';
import {
  SUGGESTION_NODE_MARKS,
  SuggestionDeletion,
  SuggestionInsertion,
  SuggestionModification,
} from './suggestion-marks.js';

/** What an editor may put on top of the schema's extensions. */
export interface SchemaExtensionOptions {
  /** The mergeField node to use, e.g. the web's `MergeField.extend(...)` with its chip view and popup. */
  mergeField?: AnyExtension;
}

/**
 * The document model's extensions, free of UI: the browser editor and the server (`getSchema`,
 * `generateHTML`, `generateJSON`) build the same schema from this list.
 */
export function createSchemaExtensions(options: SchemaExtensionOptions = {}): Extensions {
  return [
    // Containers are StarterKit's and TableKit's own, extended so their children may carry a suggestion.
    ...[Document, Blockquote, BulletList, OrderedList, ListItem].map((node) =>
      node.extend({ marks: SUGGESTION_NODE_MARKS }),
    ),
    StarterKit.configure({
      document: false,
      blockquote: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
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
    // The row is TableKit's own, extended with a repeat (data-each, data-as).
    Table.extend({ marks: SUGGESTION_NODE_MARKS }).configure({ resizable: false }),
    TableCell.extend({ marks: SUGGESTION_NODE_MARKS }),
    TableHeader.extend({ marks: SUGGESTION_NODE_MARKS }),
    RepeatTableRow,
    AssetImage,
    PageBreak,
    SignatureField,
    ConditionBlock,
    ConditionElse,
    RepeatBlock,
    InlineCondition,
    // Negotiation: suggestions (tracked changes) and the text comment threads are anchored to.
    SuggestionInsertion,
    SuggestionDeletion,
    SuggestionModification,
    CommentMark,
    // After lists and tables: at equal priority TipTap runs later extensions' keys first, so the open
    // `{{` list gets Enter, Tab and the arrows before a list item or a table cell does.
    options.mergeField ?? MergeField,
  ];
}
