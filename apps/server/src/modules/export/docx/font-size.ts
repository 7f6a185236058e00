import { allowedFontSize } from '@lexdraft/editor-schema';
import { BODY_SIZE_PT } from './units.js';

// The editor stores a font size as a CSS length (core's CSS_LENGTH: px, pt, em, rem or %); Word
// takes half-points. Relative sizes are read against the body's 12 pt, as the editor shows them.

const UNIT = /^(\d+(?:\.\d+)?)(px|pt|em|rem|%)$/;
const PT_PER = { px: 0.75, pt: 1, em: BODY_SIZE_PT, rem: BODY_SIZE_PT, '%': BODY_SIZE_PT / 100 } as const;

// Word's range for w:sz: 1 to 1638 points.
const MIN_HALF_POINTS = 2;
const MAX_HALF_POINTS = 3276;

/** The size in half-points of a stored font size, or undefined for none or one the editor would not keep. */
export function halfPoints(fontSize: unknown): number | undefined {
  const match = UNIT.exec(allowedFontSize(fontSize) ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  const points = Number(match[1]) * PT_PER[match[2] as keyof typeof PT_PER];
  return Math.min(MAX_HALF_POINTS, Math.max(MIN_HALF_POINTS, Math.round(points * 2)));
}
