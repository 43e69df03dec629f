import type { StatsDomainApi } from '../../stats/stats.domain';

/** Path of the GMS EWT API v1 (`stats.ewt.dataURL` with `apiVersion: 'v1'`). */
export const GMS_EWT_V1_PATH = '/genesys/1/service/ewt-for-vq';
/** Base of the GMS EWT API v2; the mode is the next path segment. */
export const GMS_EWT_V2_BASE = '/genesys/2/ewt';
/** Path of the GES estimated-wait-time API (v3). */
export const GES_EWT_PATH = '/engagement/v3/estimated-wait-time';

/** The modes each API knows (protocols 5); the first is the widget's default. */
export const ewtModes = {
  'gms-v1': ['urs2', 'urs', 'stat'],
  'gms-v2': ['ewt2', 'ewt1', 'ewt3'],
  'ges-v3': ['mode2', 'mode1', 'mode3'],
} as const;

/** The query of a request URL, as sent (the widget does not encode queue names). */
export function queryOf(url: string): URLSearchParams {
  const mark = url.indexOf('?');
  return new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1));
}

/** The queues of a comma-separated list (`vq`, `virtual-queues`); blank names dropped. */
export function queueList(value: string | null): string[] {
  return value === null ? [] : value.split(',').filter((name) => name.trim() !== '');
}

/** A GMS map answer: every queue as `{ ewt }`. */
export function gmsMap(estimates: Record<string, number>): Record<string, { ewt: number }> {
  return Object.fromEntries(Object.entries(estimates).map(([queue, ewt]) => [queue, { ewt }]));
}

/** The estimates of the queues asked, or of every queue known when none was named. */
export function estimatesFor(stats: StatsDomainApi, queues: readonly string[]) {
  if (queues.length === 0) return stats.all();
  stats.noteAsked(queues);
  return Object.fromEntries(queues.map((queue) => [queue, stats.estimate(queue)]));
}

/** A GES status block (`{ code, message, corrId }`). */
export function gesStatus(code: number, message: string, corrId: string) {
  return { code, message, corrId };
}
