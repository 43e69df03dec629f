/** Longest file name shown whole (spec 2, section 9). */
export const maxShownFileNameLength = 36;

const ellipsis = '…';
/** Characters kept before the extension, where numbered or dated names differ (`-002`, `part`). */
const keptTail = 4;
const extensionPattern = /^\.[A-Za-z0-9]{1,8}$/;

/**
 * Shortens a file name longer than `max` characters (code points) to exactly `max`, keeping the
 * extension: the start of the base name, `…`, the last 4 characters of the base name, then the
 * extension (a final `.` and 1 to 8 letters or digits, not at the start), e.g.
 * `averyveryverylongname…part.pdf`. Without such an extension, or when `max` leaves no room for
 * it, the name is cut at the end: its first `max - 1` characters and `…`. `max` must be a
 * positive integer.
 */
export function shortenFileName(name: string, max: number = maxShownFileNameLength): string {
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`shortenFileName: max must be a positive integer (received ${max})`);
  }
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const base = extensionPattern.test(extension) ? Array.from(name.slice(0, dot)) : undefined;
  const head = max - ellipsis.length - keptTail - extension.length;
  if (!base || head < 1) return characters.slice(0, max - 1).join('') + ellipsis;
  return base.slice(0, head).join('') + ellipsis + base.slice(-keptTail).join('') + extension;
}
