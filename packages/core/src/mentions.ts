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

/** The stored form of a mention; brackets and line breaks in the name, which would end it early, become spaces. */
export function mentionMarkup(user: { id: string; name: string }): string {
  const name = user.name.replace(/[\s[\]]+/g, ' ').trim() || 'user';
  return `@[${name}](user:${user.id})`;
}
