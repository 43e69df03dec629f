/** The names of the five units, bytes to terabytes. */
export type FileSizeUnits = readonly [string, string, string, string, string];

/** Options of `formatFileSize`. */
export interface FormatFileSizeOptions {
  /** Most decimal places shown; trailing zeros are dropped. @default 2 */
  decimals?: number;
}

/** Options of `formatLocalFileSize`. */
export interface LocalFileSizeOptions extends FormatFileSizeOptions {
  /** The unit names in the visitor's language, e.g. octets, Ko, Mo, Go, To. */
  units: FileSizeUnits;
  /** BCP 47 language of the number (its decimal sign); an unknown one falls back to English. */
  language: string;
}

const specUnits: FileSizeUnits = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
const base = 1024;

// The checks are apart from the scaling so that `formatSpecFileSize` leaves the decimals check out of the bundle.
function checkBytes(name: string, bytes: number): void {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(
      `${name}: bytes must be a finite, non-negative number (received ${bytes})`,
    );
  }
}

function checkDecimals(name: string, decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new RangeError(
      `${name}: decimals must be an integer from 0 to 100 (received ${decimals})`,
    );
  }
}

/** The size rounded to `decimals`, in the unit of `units` that fits it (0 bytes to 4 TB), its number written by `format`. */
function scaleFileSize(
  bytes: number,
  decimals: number,
  units: FileSizeUnits,
  format: (value: number) => string = String,
): string {
  let exponent = bytes < base ? 0 : Math.min(Math.floor(Math.log(bytes) / Math.log(base)), 4);
  const scaled = (power: number) => Number((bytes / base ** power).toFixed(decimals));
  let value = scaled(exponent);
  // Rounding can carry a value up to the next unit (1023.999 KB shows as 1 MB, not 1024 KB).
  if (value >= base && exponent < 4) {
    exponent += 1;
    value = scaled(exponent);
  }
  return `${format(value)} ${units[exponent]}`;
}

/** Formats a byte count in base 1024 with units Bytes to TB, e.g. 1536 gives '1.5 KB'; negative, NaN or infinite input is a RangeError. */
export function formatFileSize(bytes: number, options: FormatFileSizeOptions = {}): string {
  const decimals = options.decimals ?? 2;
  checkBytes('formatFileSize', bytes);
  checkDecimals('formatFileSize', decimals);
  return scaleFileSize(bytes, decimals, specUnits);
}

/** `formatFileSize` with its default decimals, for the chat core's upload texts. */
export function formatSpecFileSize(bytes: number): string {
  checkBytes('formatFileSize', bytes);
  return scaleFileSize(bytes, 2, specUnits);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number format of `language` (English when unknown), made once: a transcript formats a size per file row it shows. */
function sizeNumberFormat(language: string, decimals: number): Intl.NumberFormat {
  const key = `${language}|${decimals}`;
  let number = numberFormats.get(key);
  if (!number) {
    const format = { maximumFractionDigits: decimals, useGrouping: false };
    try {
      number = new Intl.NumberFormat(language, format);
    } catch {
      number = new Intl.NumberFormat('en', format);
    }
    numberFormats.set(key, number);
  }
  return number;
}

/** Formats a byte count like `formatFileSize`, in a language: its unit names and decimal sign, e.g. '1,5 Ko'. */
export function formatLocalFileSize(bytes: number, options: LocalFileSizeOptions): string {
  const { decimals = 2, units, language } = options;
  checkBytes('formatLocalFileSize', bytes);
  checkDecimals('formatLocalFileSize', decimals);
  const number = sizeNumberFormat(language, decimals);
  return scaleFileSize(bytes, decimals, units, (value) => number.format(value));
}
