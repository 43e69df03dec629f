import * as z from 'zod';
import { callbackDomain } from '../../callback/callback.domain';
import { officeHoursSchema } from '../../callback/callback.options';
import { bodyError, readJsonBody, toBodyIssues } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import type { SimulatorModule } from '../../module';

const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date');

/** Body of `PATCH /sim/api/callbacks/settings`. */
export const callbackSettingsSchema = z.strictObject({
  apiKey: z.string().min(1).nullable().optional(),
  serviceNames: z.array(z.string().min(1)).nullable().optional(),
  officeHours: officeHoursSchema.optional(),
  capacity: z.int().min(0).optional(),
  slotCapacity: z.record(isoTime, z.int().min(0).nullable()).optional(),
  proposals: z.int().min(0).max(20).optional(),
});

/** Body of `POST /sim/api/callbacks/errors`: the next matching request answers this error. */
export const forcedCallbackErrorSchema = z.strictObject({
  operation: z
    .enum(['schedule', 'availability', 'open-for', 'retrieve', 'cancel', 'any'])
    .optional(),
  api: z.enum(['v1', 'v3', 'any']).optional(),
  code: z.int().optional(),
  status: z.int().min(400).max(599).optional(),
  message: z.string().optional(),
  count: z.int().min(0).optional(),
});

/** Query of `GET /sim/api/callbacks`. */
export const callbacksQuerySchema = z.object({
  serviceName: z.string().optional(),
  state: z.enum(['SCHEDULED', 'QUEUED', 'CANCELLED']).optional(),
});

/**
 * The callback control API under `/sim/api/callbacks`: the callbacks scheduled, the settings
 * (capacity, per-slot capacity, office hours, service names, key) and forced error answers.
 */
export const callbacksModule: SimulatorModule = {
  name: 'callbacks',
  description:
    'Callback control API: list and clear callbacks, set capacity, slot capacity and office hours, force error codes.',
  provides: [callbackDomain],
  register(app, context) {
    const callbacks = context.domain(callbackDomain);
    const base = `${context.controlBase}/callbacks`;
    acceptRawBodies(app);

    app.get(base, (request, reply) => {
      const query = callbacksQuerySchema.safeParse(request.query);
      if (!query.success) {
        return reply.code(400).send(bodyError(toBodyIssues(query.error.issues, 'query'), 'query'));
      }
      const { serviceName, state } = query.data;
      return {
        callbacks: callbacks
          .list()
          .filter(
            (callback) =>
              (serviceName === undefined || callback.serviceName === serviceName) &&
              (state === undefined || callback.state === state),
          ),
      };
    });

    app.delete(base, () => ({ cleared: callbacks.clear() }));

    app.get(`${base}/settings`, () => callbacks.settings());

    app.patch<{ Body: string | undefined }>(`${base}/settings`, (request, reply) => {
      const result = readJsonBody(request.body, callbackSettingsSchema);
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      return callbacks.configure(result.value);
    });

    app.post<{ Body: string | undefined }>(`${base}/errors`, (request, reply) => {
      const result = readJsonBody(request.body, forcedCallbackErrorSchema, { optional: true });
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      const { count, ...error } = result.value;
      return callbacks.forceError({
        ...error,
        ...(count === undefined ? {} : { remaining: count }),
      });
    });

    app.delete(`${base}/errors`, () => ({ cleared: callbacks.clearErrors() }));
  },
};
