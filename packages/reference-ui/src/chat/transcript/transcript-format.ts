import { formatLocalFileSize, type FileSizeUnits } from '@cxkit/headless/services';

/** How the transcript writes times and dates. */
export interface TranscriptFormat {
  /** The clock time of a moment, e.g. `3:04 PM` (12 hour) or `15:04` (24 hour). */
  time(timestamp: number): string;
  /** A date line's label: the Today text for today, else weekday, month and day, e.g. `Monday, March 4`. */
  day(dayStart: number): string;
  /** A file's size in base 1024 with the language's units and decimal sign, e.g. `1.5 KB` or `1,5 Ko`. */
  fileSize(bytes: number): string;
}

/** Options of {@link createTranscriptFormat}. */
export interface TranscriptFormatOptions {
  /** BCP 47 language of the dates; an unknown one falls back to English. */
  language: string;
  /** Clock format. */
  timeFormat: 12 | 24;
  /** The text that labels today. */
  today: string;
  /** The current time (ms since epoch). */
  now: () => number;
  /** The names of the file size units in the language. @default Bytes, KB, MB, GB, TB */
  sizeUnits?: FileSizeUnits;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (its locale data is
// resolved then): each is built once per language and options, on first use, for every transcript.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The cached format of `language` with `options`; an unknown language falls back to English. */
export function cachedDateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}\u0000${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    dateTimeFormats.set(key, format);
  }
  return format;
}

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

const dateOptions: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

/**
 * Creates the transcript's time and date formats, localised with `Intl` for the language. Creating
 * them builds nothing: the `Intl` formats come from a cache shared by every transcript, on first use.
 */
export function createTranscriptFormat({
  language,
  timeFormat,
  today,
  now,
  sizeUnits = ['Bytes', 'KB', 'MB', 'GB', 'TB'],
}: TranscriptFormatOptions): TranscriptFormat {
  const clockOptions: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: timeFormat === 12 ? 'h12' : 'h23',
  };
  // Looked up on first use, then kept: a transcript with no date line never needs the date format.
  let clock: Intl.DateTimeFormat | undefined;
  let date: Intl.DateTimeFormat | undefined;
  return {
    time: (timestamp) => (clock ??= cachedDateTimeFormat(language, clockOptions)).format(timestamp),
    day: (dayStart) =>
      sameDay(new Date(dayStart), new Date(now()))
        ? today
        : (date ??= cachedDateTimeFormat(language, dateOptions)).format(dayStart),
    fileSize: (bytes) => formatLocalFileSize(bytes, { units: sizeUnits, language }),
  };
}
