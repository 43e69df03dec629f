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

function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(language, options);
  } catch {
    return new Intl.DateTimeFormat('en', options);
  }
}

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** Creates the transcript's time and date formats, localised with `Intl` for the language. */
export function createTranscriptFormat({
  language,
  timeFormat,
  today,
  now,
  sizeUnits = ['Bytes', 'KB', 'MB', 'GB', 'TB'],
}: TranscriptFormatOptions): TranscriptFormat {
  const clock = dateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: timeFormat === 12 ? 'h12' : 'h23',
  });
  const date = dateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric' });
  return {
    time: (timestamp) => clock.format(timestamp),
    day: (dayStart) =>
      sameDay(new Date(dayStart), new Date(now())) ? today : date.format(dayStart),
    fileSize: (bytes) => formatLocalFileSize(bytes, { units: sizeUnits, language }),
  };
}
