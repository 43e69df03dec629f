import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptCallbackBodies, header, text } from '../../callback/callback.bodies';
import { callbackDomain } from '../../callback/callback.domain';
import type { CallbackRefusal, ScheduledCallback } from '../../callback/callback-engine';
import type { SimulatorModule } from '../../module';

/** The GES Callback v3 base path (the widget's `dataURL`). */
export const gesCallbackBase = '/engagement/v3/callbacks';

type Query = Record<string, string | undefined>;
interface ServiceRoute {
  Params: { serviceName: string };
  Querystring: Query;
}
interface BodyRoute {
  Body: Record<string, unknown> | undefined;
}

/**
 * GES Callback v3 (protocols 4.2, service-protocols 1 and 13): create (URL-encoded from the widget,
 * JSON from the SDK), availability, open-for, retrieve and cancel, every answer in the GES envelope
 * `{status: {code, message, corrId}, data}`.
 */
export const gesCallbackModule: SimulatorModule = {
  name: 'ges-callback',
  description:
    'GES Callback v3 under /engagement/v3/callbacks: create, availability/{service}, open-for/{service}, retrieve, cancel.',
  provides: [callbackDomain],
  register(app, context) {
    const callbacks = context.domain(callbackDomain);
    acceptCallbackBodies(app);
    let corr = 0;
    const status = (code: number, message: string) => {
      corr += 1;
      return { code, message, corrId: `corr-${corr}` };
    };
    const ok = (reply: FastifyReply, data: unknown) =>
      reply.code(200).send({ status: status(0, 'Successful'), data });
    const refused = (reply: FastifyReply, refusal: CallbackRefusal) =>
      reply.code(refusal.status).send({
        status: status(refusal.code ?? refusal.status, refusal.message),
        ...(refusal.proposed ? { data: { slots: refusal.proposed } } : {}),
      });
    const key = (headers: Record<string, string | string[] | undefined>) =>
      header(headers['x-api-key']);
    const summary = (callback: ScheduledCallback) => ({
      id: callback.id,
      desiredTime: callback.desiredTime ?? callback.createdAt,
      callbackState: callback.state,
      callbackReason: callback.desiredTime === undefined ? 'ASAP' : 'SCHEDULED',
      phoneNumber: callback.phoneNumber,
      serviceName: callback.serviceName,
    });

    app.post<BodyRoute>(`${gesCallbackBase}/create`, (request, reply) => {
      const forced = callbacks.takeForcedError('schedule', 'v3');
      if (forced) return refused(reply, forced);
      const body = request.body ?? {};
      const userData = body['userData'];
      const outcome = callbacks.schedule({
        api: 'v3',
        serviceName: text(body['serviceName']),
        apiKey: key(request.headers),
        phoneNumber: text(body['phoneNumber']),
        desiredTime: text(body['desiredTime']),
        userData:
          typeof userData === 'object' && userData !== null
            ? { ...(userData as Record<string, unknown>) }
            : {},
        body,
      });
      if (!outcome.ok) return refused(reply, outcome.refusal);
      return ok(reply, { id: outcome.value.id });
    });

    const availability =
      (serviceName: string | undefined) =>
      (request: FastifyRequest<ServiceRoute>, reply: FastifyReply) => {
        const forced = callbacks.takeForcedError('availability', 'v3');
        if (forced) return refused(reply, forced);
        const query = request.query;
        const outcome = callbacks.availability({
          api: 'v3',
          serviceName: serviceName ?? request.params.serviceName,
          apiKey: key(request.headers),
          start: query['start'] ?? msTime(query['startMS']),
          end: query['end'] ?? msTime(query['endMS']),
          numberOfDays: query['numberOfDays'],
          maxTimeSlots: query['maxTimeSlots'],
          timezone: query['timezone'],
          reportBusy: query['reportBusy'] === 'true',
        });
        if (!outcome.ok) return refused(reply, outcome.refusal);
        return ok(reply, {
          slots: outcome.value,
          durationMin: context.domainOptions(callbackDomain).slotMinutes,
          timezone: query['timezone'] ?? callbacks.settings().officeHours.timeZone,
        });
      };

    app.get<ServiceRoute>(`${gesCallbackBase}/availability/:serviceName`, availability(undefined));
    // The widget's request when no service name is configured (a widget bug): GES has no such service.
    app.get<ServiceRoute>(`${gesCallbackBase}/availability`, availability(''));

    app.get<ServiceRoute>(`${gesCallbackBase}/open-for/:serviceName`, (request, reply) => {
      const forced = callbacks.takeForcedError('open-for', 'v3');
      if (forced) return refused(reply, forced);
      const outcome = callbacks.openFor({
        serviceName: request.params.serviceName,
        apiKey: key(request.headers),
        start: request.query['start'],
      });
      if (!outcome.ok) return refused(reply, outcome.refusal);
      return ok(reply, { openFor: outcome.value });
    });

    app.post<BodyRoute>(`${gesCallbackBase}/retrieve`, (request, reply) => {
      const forced = callbacks.takeForcedError('retrieve', 'v3');
      if (forced) return refused(reply, forced);
      const outcome = callbacks.retrieve({
        id: request.body?.['id'],
        apiKey: key(request.headers),
      });
      if (!outcome.ok) return refused(reply, outcome.refusal);
      const { positionInQueue, estimatedWaitTime } = outcome.value;
      return ok(reply, { ...summary(outcome.value), positionInQueue, estimatedWaitTime });
    });

    app.post<BodyRoute>(`${gesCallbackBase}/cancel`, (request, reply) => {
      const forced = callbacks.takeForcedError('cancel', 'v3');
      if (forced) return refused(reply, forced);
      const outcome = callbacks.cancel({ id: request.body?.['id'], apiKey: key(request.headers) });
      if (!outcome.ok) return refused(reply, outcome.refusal);
      return ok(reply, summary(outcome.value));
    });
  },
};

/** An epoch-milliseconds query value as an ISO time (GES `startMS`, `endMS`). */
function msTime(value: string | undefined): string | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return value;
  return new Date(Number(value)).toISOString();
}
