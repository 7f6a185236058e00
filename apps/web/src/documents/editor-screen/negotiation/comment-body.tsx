import { mentionParts } from '@lexdraft/core';

/** A comment's text, its mentions shown as a highlighted `@Name`. */
export function CommentBody({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {mentionParts(body).map((part, index) =>
        'mention' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move
          <span key={index} className="comment-mention" data-user-id={part.userId}>
            @{part.mention}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
