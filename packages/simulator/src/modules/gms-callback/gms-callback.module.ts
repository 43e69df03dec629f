import type { FastifyReply } from 'fastify';
import { acceptCallbackBodies, header, text } from '../../callback/callback.bodies';
import { callbackDomain } from '../../callback/callback.domain';
import type { CallbackRefusal } from '../../callback/callback-engine';
import type { SimulatorModule } from '../../module';

/** The GMS Callback Services API v1 path of a service. */
export const gmsCallbackBase = '/genesys/1/service/callback';

interface ServiceParams {
  Params: { serviceName: string };
}

/** A v1 error: JSON `{code?, message}` (the widget reads `responseJSON`). */
function answerRefusal(reply: FastifyReply, refusal: CallbackRefusal) {
  return reply
    .code(refusal.status)
    .send(
      refusal.code === undefined
        ? { message: refusal.message }
        : { code: refusal.code, message: refusal.message },
    );
}

/**
 * GMS Callback Services API v1 (protocols 4.1, service-protocols 1 and 13): the URL-encoded
 * schedule POST and the availability GET answering the flat map of slot time to capacity.
 */
export const gmsCallbackModule: SimulatorModule = {
  name: 'gms-callback',
  description:
    'GMS Callback v1: POST /genesys/1/service/callback/{service} (URL-encoded) and GET …/{service}/availability (time → capacity).',
  provides: [callbackDomain],
  register(app, context) {
    const callbacks = context.domain(callbackDomain);
    acceptCallbackBodies(app);

    app.post<ServiceParams & { Body: Record<string, unknown> | undefined }>(
      `${gmsCallbackBase}/:serviceName`,
      (request, reply) => {
        const forced = callbacks.takeForcedError('schedule', 'v1');
        if (forced) return answerRefusal(reply, forced);
        const body = request.body ?? {};
        const userData = Object.fromEntries(
          Object.entries(body).filter(([key]) => !key.startsWith('_')),
        );
        const outcome = callbacks.schedule({
          api: 'v1',
          serviceName: request.params.serviceName,
          apiKey: header(request.headers['apikey']),
          phoneNumber: text(body['_customer_number']),
          desiredTime: text(body['_desired_time']),
          userData,
          body,
        });
        if (!outcome.ok) return answerRefusal(reply, outcome.refusal);
        return reply.code(200).send({ _id: outcome.value.id });
      },
    );

    app.get<
      ServiceParams & {
        Querystring: Record<string, string | undefined>;
      }
    >(`${gmsCallbackBase}/:serviceName/availability`, (request, reply) => {
      const forced = callbacks.takeForcedError('availability', 'v1');
      if (forced) return answerRefusal(reply, forced);
      const query = request.query;
      const outcome = callbacks.availability({
        api: 'v1',
        serviceName: request.params.serviceName,
        apiKey: header(request.headers['apikey']),
        start: query['start'],
        end: query['end'],
        numberOfDays: query['number-of-days'],
        maxTimeSlots: query['max-time-slots'],
      });
      if (!outcome.ok) return answerRefusal(reply, outcome.refusal);
      return reply.send(
        Object.fromEntries(outcome.value.map((slot) => [slot.utcTime, slot.capacity])),
      );
    });
  },
};
