import { PAGE } from '@lexdraft/core';

// Word measures in twips (1/20 pt), half-points and eighths of a point; the editor and the layout
// settings measure in CSS pixels (96 to the inch) and millimetres. These keep the conversions in one place.

const TWIPS_PER_INCH = 1440;
const MM_PER_INCH = 25.4;
const PX_PER_INCH = 96;

/** Twips of a length in millimetres. */
export const mmToTwips = (mm: number): number => Math.round((mm * TWIPS_PER_INCH) / MM_PER_INCH);

/** Twips of a length in CSS pixels (15 to the pixel). */
export const pxToTwips = (px: number): number => Math.round((px * TWIPS_PER_INCH) / PX_PER_INCH);

/** CSS pixels of a length in twips. */
export const twipsToPx = (twips: number): number => (twips * PX_PER_INCH) / TWIPS_PER_INCH;

/** A4 portrait (spec section 9: 21 cm by 29.7 cm). */
export const PAGE_WIDTH = mmToTwips(PAGE.widthCm * 10);
export const PAGE_HEIGHT = mmToTwips(PAGE.heightCm * 10);

/** Spec section 9's margins: 20 mm top and bottom, 12 mm left and right. */
export const MARGIN_TOP = mmToTwips(PAGE.marginTopMm);
export const MARGIN_BOTTOM = mmToTwips(PAGE.marginBottomMm);
export const MARGIN_LEFT = mmToTwips(PAGE.marginLeftMm);
export const MARGIN_RIGHT = mmToTwips(PAGE.marginRightMm);

/** The width text may take between the side margins, in twips and in pixels. */
export const TEXT_WIDTH = PAGE_WIDTH - MARGIN_LEFT - MARGIN_RIGHT;
export const TEXT_WIDTH_PX = Math.floor(twipsToPx(TEXT_WIDTH));

/** The editor's body text: 12 pt (editor.css), as half-points. */
export const BODY_SIZE_HALF_POINTS = 24;
export const BODY_SIZE_PT = BODY_SIZE_HALF_POINTS / 2;
