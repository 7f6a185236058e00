import { ooxmlNames } from '../template-import/ooxml-names.js';
import type { DocxPackage } from '../template-import/read-package.js';
import { partOfType, readRelationships } from '../template-import/relationships.js';
import { attr, descendants, parseXml, textContent, type XmlElement } from '../template-import/xml-tree.js';

// A Word file's comments (word/comments.xml) gathered into threads: Word 2013 and later write each
// reply as a comment of its own, naming its parent in word/commentsExtended.xml (w15:paraIdParent,
// by the w14:paraId of the parent's last paragraph). Without that part each comment is a thread.

/** One Word comment. */
export type WordComment = { author: string; date: string | null; body: string };

/** A thread: the Word comment id whose range anchors it, its comments (the first, then replies) and whether Word marked it done. */
export type WordThread = { wordId: string; comments: WordComment[]; done: boolean };

const W15 = ['http://schemas.microsoft.com/office/word/2012/wordml'];
const W14 = ['http://schemas.microsoft.com/office/word/2010/wordml'];

/** The threads of a package's comments, in the order Word wrote them. */
export function readWordThreads(pkg: DocxPackage): WordThread[] {
  const relationships = readRelationships(pkg, pkg.mainPath);
  const commentsPath = partOfType(relationships, 'comments', 'word/comments.xml');
  const text = pkg.xml.get(commentsPath);
  if (text === undefined) return [];
  const root = parseXml(text, commentsPath).root;
  const n = ooxmlNames(root);
  const w = n.p.slice(0, -1);
  const w14 = prefixOf(root.attrs, W14, 'w14');
  const extended = readExtended(
    pkg,
    partOfType(relationships, 'commentsExtended', 'word/commentsExtended.xml'),
  );

  const threads: WordThread[] = [];
  // Each comment's thread by the w14:paraId of its paragraphs, for replies to find.
  const threadOfParagraph = new Map<string, WordThread>();
  for (const comment of descendants(root, `${w}comment`)) {
    const wordId = attr(comment, n.id);
    if (wordId === undefined) continue;
    const paragraphs = descendants(comment, n.p);
    const paraIds = paragraphs.map((p) => attr(p, `${w14}paraId`)).filter((id) => id !== undefined);
    const last = paraIds[paraIds.length - 1];
    const parentId = last === undefined ? undefined : extended.get(last)?.parent;
    const entry: WordComment = {
      author: attr(comment, `${w}author`) ?? '',
      date: attr(comment, `${w}date`) ?? null,
      body: paragraphs.map((p) => paragraphText(p, n.t)).join('\n'),
    };
    let thread = parentId === undefined ? undefined : threadOfParagraph.get(parentId);
    if (thread) thread.comments.push(entry);
    else {
      thread = { wordId, comments: [entry], done: last !== undefined && extended.get(last)?.done === true };
      threads.push(thread);
    }
    for (const id of paraIds) threadOfParagraph.set(id, thread);
  }
  return threads;
}

/** The text of a comment's paragraph: its w:t elements' text (Word keeps a comment's own marks out of them). */
function paragraphText(paragraph: XmlElement, t: string): string {
  return descendants(paragraph, t)
    .map((run) => textContent(run))
    .join('');
}

/** commentsExtended.xml by paragraph id: the parent paragraph's id and whether the thread is done. */
function readExtended(pkg: DocxPackage, path: string): Map<string, { parent?: string; done: boolean }> {
  const found = new Map<string, { parent?: string; done: boolean }>();
  const text = pkg.xml.get(path);
  if (text === undefined) return found;
  const root = parseXml(text, path).root;
  const w15 = prefixOf(root.attrs, W15, 'w15');
  for (const entry of descendants(root, `${w15}commentEx`)) {
    const paraId = attr(entry, `${w15}paraId`);
    if (paraId === undefined) continue;
    const done = attr(entry, `${w15}done`);
    found.set(paraId, { parent: attr(entry, `${w15}paraIdParent`), done: done === '1' || done === 'true' });
  }
  return found;
}

/** The prefix (with its colon) a root binds to one of `uris`, or the usual one. */
function prefixOf(rootAttrs: string, uris: readonly string[], fallback: string): string {
  for (const match of rootAttrs.matchAll(/xmlns(?::([\w.-]+))?\s*=\s*"([^"]*)"/g)) {
    if (uris.includes(match[2] ?? '')) return match[1] === undefined ? '' : `${match[1]}:`;
  }
  return `${fallback}:`;
}
