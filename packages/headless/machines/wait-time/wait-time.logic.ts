import type { WaitTimeAnswer } from './wait-time.types';

/** The spec's refresh of the wait time while it shows (callback, click-to-call, channel selector: 10 s). */
export const defaultRefreshInterval = 10_000;

/** Failures that a new fetch cannot mend: no EWT `dataURL`, or a request naming no valid group. */
const permanentCodes = new Set(['invalidEwtConfiguration', 'invalidVqname']);

/** The queues of a `queue` input or event, as a list (blank names dropped). */
export function queuesOf(queue: string | readonly string[] | undefined): string[] {
  if (queue === undefined) return [];
  return (typeof queue === 'string' ? [queue] : [...queue]).filter((name) => name !== '');
}

/** The seconds of the first queue asked, or with no queue asked, of the only queue answered. */
export function secondsOf(answer: WaitTimeAnswer, queues: readonly string[]): number | undefined {
  if (queues.length > 0) return answer.estimates[queues[0]!];
  const values = Object.values(answer.estimates);
  return values.length === 1 ? values[0] : undefined;
}

/** The text of a failure. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether a failure will come again whatever the poller does (a configuration error). */
export function isPermanent(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && permanentCodes.has(code);
}

/** A refresh interval that a timer can hold, or the default. */
export function refreshIntervalOf(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value >= 1 && value <= 2_147_483_647
    ? value
    : defaultRefreshInterval;
}
