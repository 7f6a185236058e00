import { Mark, type MarkConfig } from '@tiptap/core';

/** Attributes of a suggestion mark (an insertion or a deletion not yet accepted or rejected). */
export interface SuggestionAttributes {
  /** The suggestion's id; a replacement's deletion and insertion share it. */
  id: string;
  /** The user who made it, or null for one imported from Word (only its author's name is known). */
  authorId: string | null;
  /** The author's name as shown beside the change. */
  authorName: string | null;
  /** When it was made, ISO 8601. */
  at: string | null;
}

// The mark names are the ones @handlewithcare/prosemirror-suggest-changes looks up in a schema
// (`insertion`, `deletion`, `modification`), so that its commands work on this schema as it is,
// in the editor and on the server alike.
const SUGGESTION_MARK_NAMES = ['insertion', 'deletion', 'modification'] as const;

function attribute(name: string) {
  return {
    default: null,
    parseHTML: (element: HTMLElement) => element.getAttribute(name),
    rendered: false,
  };
}

function suggestionMark(name: 'insertion' | 'deletion', tag: 'ins' | 'del'): MarkConfig {
  return {
    name,
    // Typing at either edge of a suggestion is not part of it; the suggest-changes plugin decides.
    inclusive: false,
    excludes: SUGGESTION_MARK_NAMES.join(' '),
    // Below inlineCondition (1100), above links: the suggestion's tag wraps bold and links.
    priority: 1050,

    addAttributes() {
      return {
        id: {
          default: null,
          parseHTML: (element: HTMLElement) => element.getAttribute('data-suggestion'),
          rendered: false,
        },
        authorId: attribute('data-author-id'),
        authorName: attribute('data-author-name'),
        at: attribute('data-at'),
      };
    },

    parseHTML() {
      // Above StarterKit's strike, which also reads `<del>`: a del with a suggestion id is a deletion.
      return [{ tag: `${tag}[data-suggestion]`, priority: 60 }];
    },

    renderHTML({ mark }) {
      const attrs = mark.attrs as SuggestionAttributes;
      return [
        tag,
        {
          'data-suggestion': attrs.id,
          ...(attrs.authorId ? { 'data-author-id': attrs.authorId } : {}),
          ...(attrs.authorName ? { 'data-author-name': attrs.authorName } : {}),
          ...(attrs.at ? { 'data-at': attrs.at } : {}),
        },
        0,
      ];
    },
  };
}

/** Text suggested for insertion: `<ins data-suggestion="ID" data-author-id data-author-name data-at>`. */
export const SuggestionInsertion = Mark.create(suggestionMark('insertion', 'ins'));

/** Text suggested for deletion, still shown (struck through): `<del data-suggestion="ID" …>`. */
export const SuggestionDeletion = Mark.create(suggestionMark('deletion', 'del'));

/**
 * The suggest-changes library's third mark, for a changed format or attribute. It must be in the
 * schema for the library's commands; LexDraft does not store it (it renders as a bare span that
 * parses back to nothing), so a format changed while suggesting is applied directly.
 */
export const SuggestionModification = Mark.create({
  name: 'modification',
  inclusive: false,
  excludes: 'insertion deletion',
  addAttributes() {
    const unrendered = { default: null, rendered: false };
    return Object.fromEntries(
      ['id', 'type', 'attrName', 'previousValue', 'newValue'].map((name) => [name, unrendered]),
    );
  },
  parseHTML() {
    return [];
  },
  renderHTML() {
    return ['span', {}, 0];
  },
});

/**
 * The `marks` a container node allows on its children: the suggestion marks, so that a whole
 * paragraph, list item or row inserted or deleted while suggesting is marked as a node (the library
 * marks the node rather than its text). schema-extensions sets it on every container.
 */
export const SUGGESTION_NODE_MARKS = SUGGESTION_MARK_NAMES.join(' ');
