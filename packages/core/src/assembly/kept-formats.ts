import { type Format, formatValue, type ParsedFormat, parseFormat } from './formats.js';

// What the resolver keeps rather than computes again, for the process: parsed expressions, formats
// and repeat names, and values printed in a format. Each is a pure function of its source text, and
// a firm's templates use the same few expressions and formats, and print the same dates and amounts,
// again and again. Up to KEPT_MAX of each kind are kept, then all are dropped and made again. The
// printed values are client data held in memory only, as the export's body cache holds whole
// bodies: never logged, never answered to anyone but the caller whose value it is (the result is a
// pure function of the value and the format, so a hit gives exactly what printing would).

/** How many results of one kind are kept before they are all dropped. */
const KEPT_MAX = 2000;

/** A pure function of a string, each result kept (up to KEPT_MAX). */
export class Kept<T> {
  readonly #results = new Map<string, T>();

  constructor(readonly make: (source: string) => T) {}

  get(source: string): T {
    const results = this.#results;
    let result = results.get(source);
    if (result === undefined && !results.has(source)) {
      result = this.make(source);
      if (results.size >= KEPT_MAX) results.clear();
      results.set(source, result);
    }
    return result as T;
  }
}

/** A printed value; readable is false when the format could not read it and it prints as it is. */
export type Printed = { text: string; readable: boolean };

const PARSED_FORMATS = new Kept(parseFormat);
// Values printed, by the format's source, then by the value.
const PRINTED = new Map<string, Map<string, Printed>>();
let printedCount = 0;

/** The format `source` reads as, parsed the first time. */
export const keptFormat = (source: string): ParsedFormat => PARSED_FORMATS.get(source);

/** `value` in `format` (read from `source`), printed the first time. */
export function keptPrint(value: string, source: string, format: Format): Printed {
  let byValue = PRINTED.get(source);
  let printed = byValue?.get(value);
  if (printed !== undefined) return printed;
  printed = formatValue(value, format);
  if (printedCount >= KEPT_MAX) {
    PRINTED.clear();
    printedCount = 0;
    byValue = undefined;
  }
  if (byValue === undefined) {
    byValue = new Map();
    PRINTED.set(source, byValue);
  }
  byValue.set(value, printed);
  printedCount += 1;
  return printed;
}
