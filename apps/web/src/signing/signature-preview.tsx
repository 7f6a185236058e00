import '@fontsource/dancing-script/400.css';
import { cn } from '@/lib/utils';

// Dancing Script, the handwriting face the sealed PDF stamps a typed signature in (the same npm
// font package as the server's sealing), so that what the signer sees is what is stamped.

/** A signature as adopted on this page: typed text, or a drawing as a PNG data URL. */
export type AdoptedSignature = { kind: 'typed'; text: string } | { kind: 'drawn'; image: string };

/** The handwriting face's CSS family. */
export const SCRIPT_FONT = "font-['Dancing_Script',cursive]";

// The handwriting face's characters are about this wide, in ems, on average.
const SCRIPT_CHARACTER_WIDTH = 0.42;

interface SignaturePreviewProps {
  signature: AdoptedSignature;
  /** The field's box in CSS pixels: a typed name is sized to fit it. */
  width: number;
  height: number;
}

/** An adopted signature inside a field on the page, as it will be stamped there. */
export function SignaturePreview({ signature, width, height }: SignaturePreviewProps) {
  if (signature.kind === 'drawn') {
    return (
      <img src={signature.image} alt="" className="size-full object-contain object-left p-0.5 opacity-80" />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{
        fontSize: Math.max(
          8,
          Math.min(height * 0.55, (width - 8) / (signature.text.length * SCRIPT_CHARACTER_WIDTH)),
        ),
        lineHeight: 1,
      }}
      className={cn(
        'flex size-full items-center overflow-hidden whitespace-nowrap px-1 text-[#1b2a4e]/80',
        SCRIPT_FONT,
      )}
    >
      {signature.text}
    </span>
  );
}
