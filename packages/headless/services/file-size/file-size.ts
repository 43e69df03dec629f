/** Options of `formatFileSize`. */
export interface FormatFileSizeOptions {
  /** Most decimal places shown; trailing zeros are dropped. @default 2 */
  decimals?: number;
}

const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const base = 1024;

/** Formats a byte count in base 1024 with units Bytes to TB, e.g. 1536 gives '1.5 KB'; negative, NaN or infinite input is a RangeError. */
export function formatFileSize(bytes: number, options: FormatFileSizeOptions = {}): string {
  const { decimals = 2 } = options;
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
  return `${value} ${units[exponent]}`;
}
