import safeRegex from 'safe-regex2';
import * as z from 'zod';
import { bodyError, readJsonBody } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import { knowledgeDomain } from '../../knowledge/knowledge.domain';
import type { SimulatorModule } from '../../module';

function isSafeRegExp(source: string): boolean {
  try {
    new RegExp(source);
  } catch {
    return false;
  }
  return safeRegex(source);
}

/** Body of `POST /sim/api/knowledge/faults`: the next knowledge requests (matching `route`) meet this fault. */
export const knowledgeFaultSchema = z.strictObject({
  kind: z.enum(['error', 'delay', 'drop']).optional(),
  route: z
    .string()
    .min(1)
    .max(500)
    .refine(isSafeRegExp, 'must be a valid regular expression without nested repetition')
    .optional(),
  status: z.int().min(400).max(599).optional(),
  message: z.string().optional(),
  delayMs: z.int().min(0).max(60_000).optional(),
  count: z.int().min(0).optional(),
});

/**
 * The knowledge control API under `/sim/api/knowledge`: the sessions, searches and feedback
 * received, each document's counters, the sample knowledge bases, forced faults, and a reset.
 */
export const knowledgeModule: SimulatorModule = {
  name: 'knowledge',
  description:
    'Knowledge control API: list sessions, searches, feedback and counters; force errors, delays and dropped connections; reset.',
  provides: [knowledgeDomain],
  register(app, context) {
    const knowledge = context.domain(knowledgeDomain);
    const base = `${context.controlBase}/knowledge`;
    acceptRawBodies(app);

    app.get(base, () => ({
      knowledgebases: knowledge.knowledgeBases(),
      sessions: knowledge.sessions(),
      searches: knowledge.searches(),
      feedback: knowledge.feedbackRecords(),
      counters: knowledge.allCounters(),
      faults: knowledge.faults(),
    }));
    app.get(`${base}/sessions`, () => ({ sessions: knowledge.sessions() }));
    app.get(`${base}/searches`, () => ({ searches: knowledge.searches() }));
    app.get(`${base}/feedback`, () => ({
      feedback: knowledge.feedbackRecords(),
      counters: knowledge.allCounters(),
    }));

    app.delete(base, () => {
      knowledge.clear();
      return { reset: true };
    });

    app.get(`${base}/faults`, () => ({ faults: knowledge.faults() }));
    app.post<{ Body: string | undefined }>(`${base}/faults`, (request, reply) => {
      const result = readJsonBody(request.body, knowledgeFaultSchema, { optional: true });
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      const { count, ...fault } = result.value;
      return {
        fault: knowledge.forceFault({
          ...fault,
          ...(count === undefined ? {} : { remaining: count }),
        }),
      };
    });
    app.delete(`${base}/faults`, () => ({ cleared: knowledge.clearFaults() }));
  },
};
