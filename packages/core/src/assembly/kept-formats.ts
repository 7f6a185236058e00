import { type Format, formatValue, type ParsedFormat, parseFormat } from './formats.js';

// Formats as the resolver uses them: each source parsed once, and each value printed once per
// format, since a template prints the same date or amount the same way many times.

/** A printed value; readable is false when the format could not read it and it prints as it is. */
export type Printed = { text: string; readable: boolean };

export class KeptFormats {
  readonly #parsed = new Map<string, ParsedFormat>();
  readonly #printed = new Map<string, Map<string, Printed>>();

  /** The format `source` reads as, parsed the first time. */
  parse(source: string): ParsedFormat {
    let parsed = this.#parsed.get(source);
    if (!parsed) {
      parsed = parseFormat(source);
      this.#parsed.set(source, parsed);
    }
    return parsed;
  }

  /** `value` in the format read from `source`, printed the first time. */
  print(value: string, source: string, format: Format): Printed {
    let byValue = this.#printed.get(source);
    if (!byValue) {
      byValue = new Map();
      this.#printed.set(source, byValue);
    }
    let printed = byValue.get(value);
    if (!printed) {
      printed = formatValue(value, format);
      byValue.set(value, printed);
    }
    return printed;
  }
}
