import { en } from '../i18n/en.pack';
import { i18nKeys, type I18nKey } from '../i18n/i18n.keys';
import { createTranslator, type Translate } from '../i18n/translator';

/** A duration split into whole units. */
export interface DurationParts {
  /** Whole days. */
  days: number;
  /** Hours after the days, 0 to 23. */
  hours: number;
  /** Minutes after the hours, 0 to 59. */
  minutes: number;
  /** Whole seconds after the minutes, 0 to 59. */
  seconds: number;
}

/** Options of `formatCountdown`. */
export interface FormatCountdownOptions {
  /** Translates the `countdown.days` key (placeholder `{days}`). @default the built-in English pack, giving `2d` */
  translate?: Translate<I18nKey>;
}

const translateEnglish = createTranslator(en);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** Splits `ms` into days, hours, minutes and whole seconds (rounded down); negative or NaN counts as 0, infinity is a RangeError. */
export function splitDuration(ms: number): DurationParts {
  if (ms === Number.POSITIVE_INFINITY) {
    throw new RangeError('splitDuration: ms must be finite (received Infinity)');
  }
  const rest = Number.isNaN(ms) || ms < 0 ? 0 : Math.floor(ms / second) * second;
  return {
    days: Math.floor(rest / day),
    hours: Math.floor((rest % day) / hour),
    minutes: Math.floor((rest % hour) / minute),
    seconds: Math.floor((rest % minute) / second),
  };
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Formats a remaining time as `mm:ss`, `hh:mm:ss` from one hour, and `<days> hh:mm:ss` from one
 * day (days through the `countdown.days` message, `1d` in English); seconds are rounded down.
 */
export function formatCountdown(ms: number, options: FormatCountdownOptions = {}): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const clock = `${twoDigits(minutes)}:${twoDigits(seconds)}`;
  if (days > 0) {
    const translate = options.translate ?? translateEnglish;
    return `${translate(i18nKeys.countdown.days, { days })} ${twoDigits(hours)}:${clock}`;
  }
  return hours > 0 ? `${twoDigits(hours)}:${clock}` : clock;
}
