// Reading a number as a person writes it: `1250`, `1,250`, `$1,250.00`, `-€ 3.5`. One reader for
// conditions and formats, so that what compares as a number also formats as one.

const CURRENCY_SYMBOLS = /\p{Sc}/gu;
const SPACES = /\s/g;
// Commas only as thousands separators: `1,25` is not a number, so a list typed into a field is not read as one.
const PLAIN_NUMBER = /^[-+]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)$/;
/** Longer texts are not numbers anyone typed; they are not read at all. */
const NUMBER_TEXT_MAX = 64;

/** The number a text holds (currency symbols, spaces and thousands commas ignored), or undefined. */
export function readNumber(text: string): number | undefined {
  if (text.length > NUMBER_TEXT_MAX) return undefined;
  const plain = text.replace(CURRENCY_SYMBOLS, '').replace(SPACES, '');
  if (!PLAIN_NUMBER.test(plain)) return undefined;
  const value = Number(plain.replaceAll(',', ''));
  return Number.isFinite(value) ? value || 0 : undefined;
}
