// Web addresses in plain text; a trailing full stop or bracket belongs to the sentence, not the link.
const URL_PATTERN = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]])/g;

/** Plain text with its web addresses as links, for mail bodies that carry sign-up and reset links. */
export function LinkifiedText({ text }: { text: string }) {
  // split() with a capturing group keeps the addresses at the odd indexes.
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder.
            key={index}
            href={part}
            target="_blank"
            rel="noreferrer noopener"
            className="break-all font-medium text-primary underline underline-offset-2 hover:text-primary/80"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
