import * as z from 'zod/mini';
import { isSafeKey } from '../../transports/wire-records';

/** What one EWT answer gives, read the way the Genesys widget reads it (service-protocols 4). */
export interface EwtAnswer {
  /** Seconds by virtual queue for the queues with an estimate; `-1` (unavailable) is left out. */
  estimates: Record<string, number>;
  /** The one value of a one-queue answer as the widget resolves it: top-level `ewt` (`-1` kept), or a lone GES entry's non-zero estimate. */
  ewt?: number;
  /** The queue of a lone GES entry. */
  virtualQueue?: string;
  /** The estimate of a lone GES entry (seconds, `-1` unavailable). */
  estimatedWaitTime?: number;
  /** The body as received. */
  response: unknown;
}

/** The value meaning that a queue's wait is unknown. */
export const unavailableEwt = -1;

const gesEntrySchema = z.looseObject({
  virtualQueue: z.string(),
  estimatedWaitTime: z.number(),
  message: z.optional(z.string()),
});

/** A GES answer (v3, or any body with a non-empty `data`): `{ status?, data: [{ virtualQueue, estimatedWaitTime }] }`. */
const gesAnswerSchema = z.looseObject({ data: z.array(gesEntrySchema) });

/** A GMS one-queue answer: top-level `ewt`. */
const singleAnswerSchema = z.looseObject({ ewt: z.optional(z.number()) });

/** One queue of a GMS many-queue answer. */
const queueEntrySchema = z.looseObject({ ewt: z.number() });

const bodySchema = z.record(z.string(), z.unknown());

/** How a body was read: its answer, `empty` for `{}`, or `malformed`. */
export type EwtReading =
  { kind: 'answer'; answer: EwtAnswer } | { kind: 'empty' } | { kind: 'malformed'; reason: string };

function hasData(body: Record<string, unknown>): boolean {
  const { data } = body;
  if (data === undefined || data === null || data === false || data === '' || data === 0)
    return false;
  return !Array.isArray(data) || data.length > 0;
}

/**
 * Reads an EWT body for the queues asked: a non-empty `data` is the GES list whatever the API
 * version; else one queue asked reads top-level `ewt`; else the body maps each queue to `{ ewt }`.
 */
export function readEwtBody(body: unknown, queues: readonly string[]): EwtReading {
  const record = bodySchema.safeParse(body);
  if (!record.success || Array.isArray(body)) {
    return { kind: 'malformed', reason: 'the body is not a JSON object' };
  }
  const fields = record.data;
  if (Object.keys(fields).length === 0) return { kind: 'empty' };
  const estimates: Record<string, number> = {};

  if (hasData(fields)) {
    const ges = gesAnswerSchema.safeParse(fields);
    if (!ges.success) return { kind: 'malformed', reason: 'data is not a list of estimates' };
    for (const entry of ges.data.data) {
      if (entry.estimatedWaitTime !== unavailableEwt && isSafeKey(entry.virtualQueue))
        estimates[entry.virtualQueue] = entry.estimatedWaitTime;
    }
    const [only, ...others] = ges.data.data;
    if (!only || others.length > 0)
      return { kind: 'answer', answer: { estimates, response: body } };
    return {
      kind: 'answer',
      answer: {
        estimates,
        virtualQueue: only.virtualQueue,
        estimatedWaitTime: only.estimatedWaitTime,
        // The widget sets `ewt` only when the estimate is truthy: 0 gives none.
        ...(only.estimatedWaitTime ? { ewt: only.estimatedWaitTime } : {}),
        response: body,
      },
    };
  }

  if (queues.length === 1) {
    const single = singleAnswerSchema.safeParse(fields);
    if (!single.success) return { kind: 'malformed', reason: 'ewt is not a number' };
    const { ewt } = single.data;
    if (ewt !== undefined && ewt !== unavailableEwt && isSafeKey(queues[0]!))
      estimates[queues[0]!] = ewt;
    return {
      kind: 'answer',
      answer: { estimates, ...(ewt !== undefined ? { ewt } : {}), response: body },
    };
  }

  for (const [queue, value] of Object.entries(fields)) {
    const entry = queueEntrySchema.safeParse(value);
    if (entry.success && entry.data.ewt !== unavailableEwt && isSafeKey(queue))
      estimates[queue] = entry.data.ewt;
  }
  return { kind: 'answer', answer: { estimates, response: body } };
}
