import type { SnapshotFrom } from 'xstate';
import {
  formatCountdown,
  splitDuration,
  type DurationParts,
} from '../../services/countdown/countdown';
import type { I18nKey } from '../../services/i18n/i18n.keys';
import type { Translate } from '../../services/i18n/translator';
import { countdownAnatomy } from './countdown.anatomy';
import type { CountdownMachine } from './countdown.machine';
import { shownRemaining } from './countdown.time';
import type { CountdownEvent, CountdownStatus, CountdownTarget } from './countdown.types';

/** Options of the countdown's `connect`: how its texts are written. */
export interface CountdownConnectOptions {
  /** Language of the spoken text (`Intl` unit names). @default 'en' */
  locale?: string;
  /** Translates `countdown.days` in the shown text. @default the built-in English pack */
  translate?: Translate<I18nKey>;
}

/** Props for the element showing the time: a `timer`, which screen readers do not announce on change. */
export interface CountdownRootProps {
  /** Component the part belongs to. */
  'data-scope': 'countdown';
  /** Part name. */
  'data-part': 'root';
  /** The countdown's status. */
  'data-state': CountdownStatus;
  /** Present in the last `warnAt` milliseconds, for styling. */
  'data-warning': '' | undefined;
  /** The ARIA timer role (its updates are not announced). */
  role: 'timer';
}

/** Props for the polite live region that speaks {@link CountdownApi.getLiveText}. */
export interface CountdownLiveRegionProps {
  /** Component the part belongs to. */
  'data-scope': 'countdown';
  /** Part name. */
  'data-part': 'live-region';
  /** Announced when the visitor is not busy. */
  'aria-live': 'polite';
  /** The whole text is read, not only what changed. */
  'aria-atomic': true;
}

/** What views use of the countdown: the time left, its parts and texts, commands and prop getters. */
export interface CountdownApi {
  /** The countdown's status. */
  status: CountdownStatus;
  /** Whether it is counting. */
  isRunning: boolean;
  /** Whether it is held by `pause()`. */
  isPaused: boolean;
  /** Whether it reached zero. */
  isExpired: boolean;
  /** Whether it is in its last `warnAt` milliseconds (and not expired). */
  isWarning: boolean;
  /** Milliseconds left at the last tick, pause or start. */
  remaining: number;
  /** The time left in whole units, rounded up to the second (00:01 shows until zero). */
  parts: DurationParts;
  /** The time left as shown: `mm:ss`, `hh:mm:ss`, or with days. */
  text: string;
  /** The spec's text for a target that cannot be counted down, while `invalid`. */
  error: string | undefined;
  /**
   * The time left in words for a live region, changing at most once a minute above one minute and
   * every 10 s within it, then every second in the warning: announcing every second would drown the page.
   */
  getLiveText(): string;
  /** Holds the countdown. */
  pause(): void;
  /** Goes on from where `pause()` held it. */
  resume(): void;
  /** Starts again on a new target, or on the first one. */
  reset(target?: CountdownTarget): void;
  /** Props for the element showing the time. */
  getRootProps(): CountdownRootProps;
  /** Props for the live region. */
  getLiveRegionProps(): CountdownLiveRegionProps;
}

const minute = 60_000;

/** `remaining` rounded up to the step a live region announces at (see `getLiveText`). */
function spokenRemaining(remaining: number, warnAt: number): number {
  const shown = shownRemaining(remaining);
  if (shown > minute) return Math.ceil(shown / minute) * minute;
  if (shown > warnAt) return Math.ceil(shown / 10_000) * 10_000;
  return shown;
}

/** The parts of `ms` in words, largest first, e.g. "1 minute and 30 seconds". */
function inWords(ms: number, locale: string): string {
  const parts = splitDuration(ms);
  const units = (['days', 'hours', 'minutes', 'seconds'] as const).filter(
    (unit) => parts[unit] > 0,
  );
  const words = (units.length > 0 ? units : (['seconds'] as const)).map((unit) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: unit.slice(0, -1),
      unitDisplay: 'long',
    }).format(parts[unit]),
  );
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(words);
}

/** Turns a countdown snapshot and the actor's `send` into the {@link CountdownApi}. */
export function connect(
  snapshot: SnapshotFrom<CountdownMachine>,
  send: (event: CountdownEvent) => void,
  options: CountdownConnectOptions = {},
): CountdownApi {
  const { context } = snapshot;
  const status: CountdownStatus = snapshot.matches('paused')
    ? 'paused'
    : snapshot.matches('expired')
      ? 'expired'
      : snapshot.matches('invalid')
        ? 'invalid'
        : 'running';
  const isWarning =
    (status === 'running' || status === 'paused') &&
    context.warnAt > 0 &&
    context.remaining <= context.warnAt;
  const shown = shownRemaining(context.remaining);
  return {
    status,
    isRunning: status === 'running',
    isPaused: status === 'paused',
    isExpired: status === 'expired',
    isWarning,
    remaining: context.remaining,
    parts: splitDuration(shown),
    text: formatCountdown(shown, { translate: options.translate }),
    error: context.error,
    getLiveText: () =>
      inWords(spokenRemaining(context.remaining, context.warnAt), options.locale ?? 'en'),
    pause: () => send({ type: 'countdown.pause' }),
    resume: () => send({ type: 'countdown.resume' }),
    reset: (target = {}) => send({ type: 'countdown.reset', ...target }),
    getRootProps: () => ({
      ...countdownAnatomy.root.attrs,
      'data-state': status,
      'data-warning': isWarning ? '' : undefined,
      role: 'timer',
    }),
    getLiveRegionProps: () => ({
      ...countdownAnatomy.liveRegion.attrs,
      'aria-live': 'polite',
      'aria-atomic': true,
    }),
  };
}
