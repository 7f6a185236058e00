import { mentionMarkup, mentionParts, mentionsAsText } from '@lexdraft/core';

// A comment box shows a mention as `@Name`; the body posted holds it as `@[Name](user:ID)` (core's
// mentions.ts). The box keeps the mentions picked (or read from the stored body) and turns their
// `@Name` back into the stored form on posting; an `@Name` the user has since changed is plain text.

/** A mention in a comment box: what the box shows, and what is posted for it. */
export interface DraftMention {
  shown: string;
  stored: string;
}

/** The mention of a person picked in the box. */
export function mentionOf(person: { id: string; name: string }): DraftMention {
  const stored = mentionMarkup(person);
  return { shown: mentionsAsText(stored), stored };
}

/** A stored body as a box edits it: its text with `@Name`, and its mentions. */
export function draftOf(body: string): { text: string; mentions: DraftMention[] } {
  const mentions = mentionParts(body).flatMap((part) =>
    'mention' in part
      ? [{ shown: `@${part.mention}`, stored: `@[${part.mention}](user:${part.userId})` }]
      : [],
  );
  return { text: mentionsAsText(body), mentions };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The body to post: each mention's `@Name` still in the text in its stored form. */
export function storedBody(text: string, mentions: readonly DraftMention[]): string {
  // Longest first, so that "@Ann Lee" is not taken for "@Ann" followed by " Lee".
  const byLength = [...new Map(mentions.map((mention) => [mention.shown, mention])).values()].sort(
    (a, b) => b.shown.length - a.shown.length,
  );
  let body = text;
  for (const mention of byLength) {
    // Not the start of a longer word: "@Ann" picked stays "@Annabel" typed.
    const shown = new RegExp(`${escapeRegExp(mention.shown)}(?![\\p{L}\\p{N}_])`, 'gu');
    body = body.replace(shown, () => mention.stored);
  }
  return body;
}
