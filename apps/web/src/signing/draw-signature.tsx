import { EraserIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';
import { exportSignature } from './trim-signature';

// The ink of a pen on paper: the theme's navy, darker, so that it reads as signed, not printed.
const INK = '#1b2a4e';

interface DrawSignatureProps {
  /** The drawing as a trimmed PNG data URL after each stroke; null once cleared. */
  onChange: (image: string | null) => void;
  disabled: boolean;
  /** The id of the message that says what is wrong, when something is. */
  errorId?: string;
}

/**
 * A signature drawn with a mouse, a finger or a stylus (signature_pad). The canvas has as many
 * pixels as the screen shows, and keeps its strokes when its box is resized (a phone turned).
 */
export function DrawSignature({ onChange, disabled, errorId }: DrawSignatureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const changed = useEffectEvent(onChange);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signaturePad = new SignaturePad(element, {
      penColor: INK,
      minWidth: 0.9,
      maxWidth: 2.8,
      backgroundColor: 'rgba(0,0,0,0)',
    });
    pad.current = signaturePad;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(element.offsetWidth * ratio);
      const height = Math.round(element.offsetHeight * ratio);
      // Hidden (the Type tab is open) or already this size: nothing to do.
      if (width === 0 || height === 0 || (element.width === width && element.height === height)) return;
      const strokes = signaturePad.toData();
      element.width = width;
      element.height = height;
      element.getContext('2d')?.scale(ratio, ratio);
      signaturePad.clear();
      if (strokes.length > 0) signaturePad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    const ended = () => {
      setEmpty(signaturePad.isEmpty());
      changed(signaturePad.isEmpty() ? null : exportSignature(element));
    };
    signaturePad.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      signaturePad.removeEventListener('endStroke', ended);
      signaturePad.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled]);

  const clear = () => {
    pad.current?.clear();
    setEmpty(true);
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <div className="relative h-44 overflow-hidden rounded-lg border border-input bg-card shadow-xs sm:h-40">
        <canvas
          ref={canvas}
          role="img"
          aria-label="Signature pad: draw your signature with a mouse, a finger or a stylus"
          aria-describedby={errorId}
          className="absolute inset-0 size-full cursor-crosshair touch-none"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-10 left-5 font-serif text-muted-foreground/70 text-xl"
        >
          ×
        </span>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-5 bottom-9 border-muted-foreground/35 border-b"
        />
        {empty && (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-1/3 text-center text-muted-foreground text-sm"
          >
            Draw your signature here
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs">Use a mouse, your finger or a stylus.</p>
        <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={empty || disabled}>
          <EraserIcon aria-hidden="true" />
          Clear
        </Button>
      </div>
    </div>
  );
}
