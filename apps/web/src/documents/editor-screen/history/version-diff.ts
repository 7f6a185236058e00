import { diffArrays } from 'diff';

// A version compared with another as words, merge fields and blocks. The HTML is only read (by an
// inert DOMParser document: no script runs, no image loads), never rendered as HTML: the compare
// view draws the tokens as React text, so nothing stored can inject markup. Formatting (bold, font
// size) is not compared.

/** One piece of a compared text. */
export type DiffToken =
  | { kind: 'block'; tag: BlockTag }
  | { kind: 'text'; text: string }
  | { kind: 'field'; id: string }
  | { kind: 'image' }
  | { kind: 'page-break' };

export type BlockTag = 'p' | 'h1' | 'h2' | 'h3' | 'li' | 'blockquote' | 'pre';
export type DiffMark = 'same' | 'added' | 'removed';
export type DiffBlock = { tag: BlockTag; parts: { mark: DiffMark; tokens: DiffToken[] }[] };

const BLOCKS: Record<string, BlockTag> = {
  P: 'p',
  H1: 'h1',
  H2: 'h2',
  H3: 'h3',
  H4: 'h3',
  H5: 'h3',
  H6: 'h3',
  LI: 'li',
  BLOCKQUOTE: 'blockquote',
  PRE: 'pre',
  TD: 'p',
  TH: 'p',
};

// Tokens are compared as strings; these prefixes cannot occur in a document's text.
const BLOCK = '\u0002';
const FIELD = '\u0001';
const IMAGE = '\u0003image';
const PAGE_BREAK = '\u0003page-break';

function tokenOf(key: string): DiffToken {
  if (key.startsWith(BLOCK)) return { kind: 'block', tag: key.slice(1) as BlockTag };
  if (key.startsWith(FIELD)) return { kind: 'field', id: key.slice(1) };
  if (key === IMAGE) return { kind: 'image' };
  if (key === PAGE_BREAK) return { kind: 'page-break' };
  return { kind: 'text', text: key };
}

/** The keys of an HTML's tokens: a block opens with its tag, a merge field is one token. */
export function tokenize(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const keys: string[] = [];
  let open = false;
  const startBlock = (tag: BlockTag) => {
    keys.push(BLOCK + tag);
    open = true;
  };
  const walk = (node: Node) => {
    if (node instanceof Text) {
      const words = (node.data.match(/\s+|[^\s]+/g) ?? []).map((word) => (/^\s+$/.test(word) ? ' ' : word));
      if (words.length > 0 && !open) startBlock('p');
      keys.push(...words);
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.hasAttribute('data-merge-field')) {
      if (!open) startBlock('p');
      keys.push(FIELD + node.getAttribute('data-merge-field'));
      return;
    }
    if (node.hasAttribute('data-page-break')) {
      keys.push(PAGE_BREAK);
      open = false;
      return;
    }
    if (node.tagName === 'IMG') {
      if (!open) startBlock('p');
      keys.push(IMAGE);
      return;
    }
    if (node.tagName === 'BR') {
      keys.push(' ');
      return;
    }
    const block = BLOCKS[node.tagName];
    if (block) startBlock(block);
    for (const child of node.childNodes) walk(child);
    if (block) open = false;
  };
  walk(body);
  return keys;
}

/** Past this many changed tokens the versions are shown without marks: too different to read. */
const MAX_EDIT_LENGTH = 20_000;

/**
 * The blocks of `after` with what changed since `before` marked, or null when they differ too
 * much to mark. A block whose opening was removed still starts a block, so both texts read.
 */
export function compareVersions(beforeHtml: string, afterHtml: string): DiffBlock[] | null {
  const changes = diffArrays(tokenize(beforeHtml), tokenize(afterHtml), { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) return null;
  const blocks: DiffBlock[] = [];
  let block: DiffBlock | undefined;
  for (const change of changes) {
    const mark: DiffMark = change.added ? 'added' : change.removed ? 'removed' : 'same';
    for (const key of change.value) {
      const token = tokenOf(key);
      if (token.kind === 'block' || token.kind === 'page-break' || !block) {
        block = { tag: token.kind === 'block' ? token.tag : 'p', parts: [] };
        blocks.push(block);
        if (token.kind === 'block') continue;
      }
      const last = block.parts.at(-1);
      if (last?.mark === mark) last.tokens.push(token);
      else block.parts.push({ mark, tokens: [token] });
    }
  }
  return blocks;
}
