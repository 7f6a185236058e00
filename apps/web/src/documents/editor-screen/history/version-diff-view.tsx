import { createElement } from 'react';
import type { DiffBlock, DiffToken } from './version-diff';

// The compare view's text: blocks and tokens drawn as React elements (never as HTML), added parts
// in <ins>, removed ones in <del>.

const BLOCK_CLASSES: Record<DiffBlock['tag'], string> = {
  p: 'my-2',
  h1: 'mt-4 mb-2 text-2xl font-bold',
  h2: 'mt-4 mb-2 text-xl font-bold',
  h3: 'mt-3 mb-2 text-lg font-semibold',
  li: 'my-1 ml-5 list-disc',
  blockquote: 'my-2 border-l-4 pl-3 italic',
  pre: 'my-2 whitespace-pre-wrap font-mono text-sm',
};

function Token({ token }: { token: DiffToken }) {
  switch (token.kind) {
    case 'field':
      return (
        <span className="rounded bg-primary/10 px-1 font-medium text-primary" data-field={token.id}>
          {`{{${token.id}}}`}
        </span>
      );
    case 'image':
      return <span className="text-muted-foreground">[image]</span>;
    case 'page-break':
      return <span className="block text-center text-muted-foreground text-xs">Page break</span>;
    case 'text':
      return token.text;
    default:
      return null;
  }
}

const tokens = (list: DiffToken[]) =>
  // Tokens never move within a rendered part, so their index is a stable key.
  // biome-ignore lint/suspicious/noArrayIndexKey: see above
  list.map((token, index) => <Token key={index} token={token} />);

/** The compared text of a version; `blocks` from compareVersions. */
export function VersionDiffView({ blocks }: { blocks: DiffBlock[] }) {
  if (blocks.length === 0) return <p className="text-muted-foreground text-sm">This version has no text.</p>;
  return (
    <div className="version-diff text-sm leading-relaxed">
      {blocks.map((block, index) =>
        createElement(
          block.tag === 'li' ? 'div' : block.tag,
          { key: index, className: BLOCK_CLASSES[block.tag] },
          block.parts.map((part, partIndex) => {
            const key = `${index}-${partIndex}`;
            if (part.mark === 'added')
              return (
                <ins
                  key={key}
                  className="bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100"
                >
                  {tokens(part.tokens)}
                </ins>
              );
            if (part.mark === 'removed')
              return (
                <del key={key} className="bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100">
                  {tokens(part.tokens)}
                </del>
              );
            return <span key={key}>{tokens(part.tokens)}</span>;
          }),
        ),
      )}
    </div>
  );
}
