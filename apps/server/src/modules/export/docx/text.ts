// Text from a document reaches Word's XML as it is: docx escapes markup characters but not the
// control characters XML 1.0 forbids (a vertical tab pasted from Word, a stray U+0001), and one of
// those makes Word refuse the whole file. They are dropped; lone surrogates become U+FFFD.

// Tab, line feed and carriage return are allowed; the rest of C0, and U+FFFE/U+FFFF, are not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what is removed
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// The same class without the g flag, whose lastIndex would carry from one test to the next.
const HAS_NOT_IN_XML = new RegExp(NOT_IN_XML.source);

type WellFormedString = string & { isWellFormed(): boolean; toWellFormed(): string };

/** The text with every character XML 1.0 cannot carry removed (lone surrogates replaced). */
export function xmlSafeText(text: string): string {
  const wellFormed = text as WellFormedString;
  // Checked first: nearly every text is already safe, and then it is kept without copying it.
  const whole = wellFormed.isWellFormed() ? text : wellFormed.toWellFormed();
  return HAS_NOT_IN_XML.test(whole) ? whole.replace(NOT_IN_XML, '') : whole;
}
