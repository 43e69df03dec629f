import * as z from 'zod';
import { clickToCallDomain } from '../../click-to-call/click-to-call.domain';
import {
  accessNumberSchema,
  expirationSecondsSchema,
} from '../../click-to-call/click-to-call.options';
import { bodyError, readJsonBody } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import type { SimulatorModule } from '../../module';

/** Body of `PATCH /sim/api/click-to-call/settings`. */
export const clickToCallSettingsSchema = z.strictObject({
  apiKey: z.string().min(1).nullable().optional(),
  accessNumber: accessNumberSchema.optional(),
  expirationSeconds: expirationSecondsSchema.optional(),
});

/** Body of `POST /sim/api/click-to-call/failures`: the next requests answer this failure. */
export const forcedClickToCallFailureSchema = z.strictObject({
  kind: z.enum(['exception', 'network', 'unavailable']).optional(),
  status: z.union([z.literal(200), z.int().min(400).max(599)]).optional(),
  exception: z.string().min(1).optional(),
  message: z.string().optional(),
  count: z.int().min(0).optional(),
});

/**
 * The click-to-call control API under `/sim/api/click-to-call`: the requests received (with the
 * number and code given), the settings (the number, its expiry, the key) and forced failures.
 */
export const clickToCallModule: SimulatorModule = {
  name: 'click-to-call',
  description:
    'Click-to-call control API: list and clear the requests, set the number and its expiry, force exceptions and network failures.',
  provides: [clickToCallDomain],
  register(app, context) {
    const clickToCall = context.domain(clickToCallDomain);
    const base = `${context.controlBase}/click-to-call`;
    acceptRawBodies(app);

    app.get(base, () => ({ requests: clickToCall.list() }));

    app.delete(base, () => ({ cleared: clickToCall.clear() }));

    app.get(`${base}/settings`, () => clickToCall.settings());

    app.patch<{ Body: string | undefined }>(`${base}/settings`, (request, reply) => {
      const result = readJsonBody(request.body, clickToCallSettingsSchema);
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      return clickToCall.configure(result.value);
    });

    app.post<{ Body: string | undefined }>(`${base}/failures`, (request, reply) => {
      const result = readJsonBody(request.body, forcedClickToCallFailureSchema, { optional: true });
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      const { count, ...failure } = result.value;
      return clickToCall.forceFailure({
        ...failure,
        ...(count === undefined ? {} : { remaining: count }),
      });
    });

    app.delete(`${base}/failures`, () => ({ cleared: clickToCall.clearFailures() }));
  },
};
