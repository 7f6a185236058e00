import '@fontsource/dancing-script/400.css';
import { cn } from '@/lib/utils';

// Dancing Script, the handwriting face the sealed PDF stamps a typed signature in (the same npm
// font package as the server's sealing), so that what the signer sees is what is stamped.

/** A signature as adopted on this page: typed text, or a drawing as a PNG data URL. */
export type AdoptedSignature = { kind: 'typed'; text: string } | { kind: 'drawn'; image: string };

/** The handwriting face's CSS family. */
export const SCRIPT_FONT = "font-['Dancing_Script',cursive]";

/** An adopted signature inside a box `height` pixels tall (a field on the page). */
export function SignaturePreview({ signature, height }: { signature: AdoptedSignature; height: number }) {
  if (signature.kind === 'drawn') {
    return <img src={signature.image} alt="" className="size-full object-contain object-left opacity-80" />;
  }
  return (
    <span
      aria-hidden="true"
      style={{ fontSize: Math.max(10, height * 0.55), lineHeight: 1 }}
      className={cn(
        'flex size-full items-center overflow-hidden whitespace-nowrap px-1 text-[#1b2a4e]/80',
        SCRIPT_FONT,
      )}
    >
      {signature.text}
    </span>
  );
}
