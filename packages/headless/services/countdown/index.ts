export { formatCountdown, splitDuration } from './countdown';
export type { DurationParts, FormatCountdownOptions } from './countdown';
