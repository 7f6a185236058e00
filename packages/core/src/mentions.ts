// A comment mentions a colleague as `@[Name](user:ID)`: the name is what readers see, the id is who
// gets told. The server mails the ids; the web shows the names. Both read the body with these.

// The name stops at the first `]` or line end, so a mention never swallows the text after it.
const MENTION = /@\[([^\]\n]+)\]\(user:([^)\s]+)\)/g;

/** The ids of the users a comment body mentions, each once, in the order they first appear. */
export function mentionedUserIds(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(MENTION), (match) => match[2]!))];
}

/** The body as a reader sees it: every `@[Name](user:ID)` turned into `@Name`. */
export function mentionsAsText(body: string): string {
  return body.replace(MENTION, (_mention, name: string) => `@${name}`);
}

/** One piece of a stored body: plain text, or a mention of a colleague (the name shown, the user's id). */
export type MentionPart = { text: string } | { mention: string; userId: string };

/** The stored body in order: its text and its mentions, for a reader that shows them apart. */
export function mentionParts(body: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let at = 0;
  for (const match of body.matchAll(MENTION)) {
    if (match.index > at) parts.push({ text: body.slice(at, match.index) });
    parts.push({ mention: match[1]!, userId: match[2]! });
    at = match.index + match[0].length;
  }
  if (at < body.length) parts.push({ text: body.slice(at) });
  return parts;
}

/** The stored form of a mention; brackets and line breaks in the name, which would end it early, become spaces. */
export function mentionMarkup(user: { id: string; name: string }): string {
  const name = user.name.replace(/[\s[\]]+/g, ' ').trim() || 'user';
  return `@[${name}](user:${user.id})`;
}
