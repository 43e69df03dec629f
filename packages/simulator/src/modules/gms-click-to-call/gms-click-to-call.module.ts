import { acceptCallbackBodies, header } from '../../callback/callback.bodies';
import { clickToCallDomain } from '../../click-to-call/click-to-call.domain';
import type { SimulatorModule } from '../../module';

/** The GMS service path: `POST {gmsServiceBase}/{service}`, the widget's `clicktocall.dataURL`. */
export const gmsServiceBase = '/genesys/1/service';

/** The service name the widget's documentation configures (`/genesys/1/service/request-interaction`). */
export const requestInteractionService = 'request-interaction';

/**
 * GMS request-interaction for click-to-call (protocols 6, service-protocols 6 and 13): the
 * URL-encoded POST (bracketed user data accepted) answering the number to dial, its access code,
 * dial link and expiry in seconds, or JSON `{exception, message}`.
 */
export const gmsClickToCallModule: SimulatorModule = {
  name: 'gms-click-to-call',
  description:
    'GMS click-to-call: POST /genesys/1/service/{service} (URL-encoded) → {_access_number, _access_code, _tel_url, _expiration_time} or {exception, message}.',
  provides: [clickToCallDomain],
  register(app, context) {
    const clickToCall = context.domain(clickToCallDomain);
    acceptCallbackBodies(app);

    // One path segment: the callback service's `…/callback/{service}` and EWT's GET `…/ewt-for-vq` are left alone.
    app.post<{ Params: { serviceName: string }; Body: Record<string, unknown> | undefined }>(
      `${gmsServiceBase}/:serviceName`,
      (request, reply) => {
        const answer = clickToCall.request({
          serviceName: request.params.serviceName,
          apiKey: header(request.headers['apikey']),
          body: request.body ?? {},
        });
        if (answer.kind === 'network') {
          reply.hijack();
          request.raw.socket.destroy();
          return reply;
        }
        if (answer.kind === 'unavailable') {
          return reply.code(503).type('text/plain; charset=utf-8').send('Service Unavailable');
        }
        return reply.code(answer.status).send(answer.body);
      },
    );
  },
};
