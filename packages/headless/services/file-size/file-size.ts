/** The names of the five units, bytes to terabytes. */
export type FileSizeUnits = readonly [string, string, string, string, string];

/** Options of `formatFileSize`. */
export interface FormatFileSizeOptions {
  /** Most decimal places shown; trailing zeros are dropped. @default 2 */
  decimals?: number;
  /** The unit names in the visitor's language, e.g. octets, Ko, Mo, Go, To. @default the spec's Bytes, KB, MB, GB, TB */
  units?: FileSizeUnits;
  /** BCP 47 language of the number (its decimal sign); an unknown one falls back to English. @default a plain `1.5` */
  language?: string;
}

const specUnits: FileSizeUnits = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
const base = 1024;

function numberFormat(language: string, decimals: number): Intl.NumberFormat {
  const options = { maximumFractionDigits: decimals, useGrouping: false };
  try {
    return new Intl.NumberFormat(language, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

/** Formats a byte count in base 1024 with units Bytes to TB, e.g. 1536 gives '1.5 KB'; negative, NaN or infinite input is a RangeError. */
export function formatFileSize(bytes: number, options: FormatFileSizeOptions = {}): string {
  const { decimals = 2, units = specUnits, language } = options;
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(
      `formatFileSize: bytes must be a finite, non-negative number (received ${bytes})`,
    );
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new RangeError(
      `formatFileSize: decimals must be an integer from 0 to 100 (received ${decimals})`,
    );
  }
  let exponent = bytes < base ? 0 : Math.min(Math.floor(Math.log(bytes) / Math.log(base)), 4);
  const scaled = (power: number) => Number((bytes / base ** power).toFixed(decimals));
  let value = scaled(exponent);
  // Rounding can carry a value up to the next unit (1023.999 KB shows as 1 MB, not 1024 KB).
  if (value >= base && exponent < units.length - 1) {
    exponent += 1;
    value = scaled(exponent);
  }
  const shown =
    language === undefined ? String(value) : numberFormat(language, decimals).format(value);
  return `${shown} ${units[exponent]}`;
}
