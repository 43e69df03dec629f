import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { acceptRawBodies } from '../../http/raw-body';
import { bodyError, readJsonBody } from '../../http/json-body';
import type { SimulatorContext, SimulatorModule } from '../../module';
import {
  statsDomain,
  UNAVAILABLE_EWT,
  type EwtApi,
  type EwtCall,
  type StatsDomainApi,
} from '../../stats/stats.domain';
import {
  estimatesFor,
  ewtModes,
  GES_EWT_PATH,
  gesStatus,
  GMS_EWT_V1_PATH,
  GMS_EWT_V2_BASE,
  gmsMap,
  queryOf,
  queueList,
} from './ewt.wire';

/** What one EWT route makes of a request: the queues and mode asked, or why it is refused. */
interface EwtAsk {
  queues: string[];
  mode: string | undefined;
}

/** An answer: its status and JSON body. */
interface EwtReply {
  status: number;
  body: unknown;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Answers one EWT request: checks the key, records the call, logs it and sends the reply. */
function serve(
  context: SimulatorContext,
  api: EwtApi,
  request: FastifyRequest,
  reply: FastifyReply,
  ask: EwtAsk,
  answer: (stats: StatsDomainApi) => EwtReply,
  refuse: (status: number, message: string) => EwtReply,
) {
  const stats = context.domain(statsDomain);
  const { apiKey } = context.domainOptions(statsDomain);
  const sentKey = header(request, api === 'ges-v3' ? 'x-api-key' : 'apikey');
  const result =
    apiKey !== undefined && sentKey !== apiKey
      ? refuse(401, sentKey === undefined ? 'Missing API key' : 'Invalid API key')
      : answer(stats);
  const call: Omit<EwtCall, 'id'> = {
    api,
    path: request.url,
    queues: ask.queues,
    mode: ask.mode,
    apiKey: sentKey,
    contentType: header(request, 'content-type'),
    receivedAt: new Date(context.engine.clock.now()).toISOString(),
    status: result.status,
  };
  context.emit('stats.requested', stats.record(call));
  return reply.code(result.status).type('application/json').send(result.body);
}

const gmsRefusal = (status: number, message: string): EwtReply => ({
  status,
  body: { message },
});

function modeIssue(api: EwtApi, mode: string | undefined, name: string): string | undefined {
  if (mode === undefined || mode === '') return `${name} is required`;
  const known: readonly string[] = ewtModes[api];
  return known.includes(mode) ? undefined : `${name} must be one of ${known.join(', ')}`;
}

/**
 * GMS EWT: v1 `GET /genesys/1/service/ewt-for-vq?name=<vq>&aqt=<mode>` answers `{ ewt }`, and
 * without `name` every known queue as `{ <vq>: { ewt } }`; v2 `GET /genesys/2/ewt/<mode>?vq=a,b`
 * answers one queue as `{ ewt, <vq>: { ewt } }`, several (or none: every known) as the map.
 */
export const gmsEwtModule: SimulatorModule = {
  name: 'gms-ewt',
  description:
    'GMS estimated wait time: v1 GET /genesys/1/service/ewt-for-vq (name, aqt), v2 GET /genesys/2/ewt/{mode} (vq).',
  provides: [statsDomain],
  register(app, context) {
    app.get(GMS_EWT_V1_PATH, (request, reply) => {
      const query = queryOf(request.url);
      const name = query.get('name');
      const ask = { queues: name ? [name] : [], mode: query.get('aqt') ?? undefined };
      const issue = modeIssue('gms-v1', ask.mode, 'aqt');
      return serve(
        context,
        'gms-v1',
        request,
        reply,
        ask,
        (stats) => {
          if (issue) return gmsRefusal(400, issue);
          if (name) return { status: 200, body: { ewt: estimatesFor(stats, [name])[name] } };
          return { status: 200, body: gmsMap(estimatesFor(stats, [])) };
        },
        gmsRefusal,
      );
    });

    app.get<{ Params: { mode: string } }>(`${GMS_EWT_V2_BASE}/:mode`, (request, reply) => {
      const queues = queueList(queryOf(request.url).get('vq'));
      const ask = { queues, mode: request.params.mode };
      const issue = modeIssue('gms-v2', ask.mode, 'mode');
      return serve(
        context,
        'gms-v2',
        request,
        reply,
        ask,
        (stats) => {
          if (issue) return gmsRefusal(400, issue);
          const estimates = estimatesFor(stats, queues);
          // One queue: top-level `ewt` and the map entry, which either reading of the widget accepts.
          const single = queues.length === 1 ? { ewt: estimates[queues[0]!] } : {};
          return { status: 200, body: { ...single, ...gmsMap(estimates) } };
        },
        gmsRefusal,
      );
    });
  },
};

/**
 * GES EWT (v3): `GET /engagement/v3/estimated-wait-time?virtual-queues=a,b&mode=<mode>` answers
 * `{ status, data: [{ virtualQueue, estimatedWaitTime }] }` (-1 unavailable); no queue: every known.
 */
export const gesEwtModule: SimulatorModule = {
  name: 'ges-ewt',
  description:
    'GES estimated wait time: GET /engagement/v3/estimated-wait-time (virtual-queues, mode).',
  provides: [statsDomain],
  register(app, context) {
    let nextCorrId = 1;
    const corrId = () => `sim-ewt-${nextCorrId++}`;
    const gesRefusal = (status: number, message: string): EwtReply => ({
      status,
      body: { status: gesStatus(status === 401 ? 1103 : 501, message, corrId()) },
    });
    app.get(GES_EWT_PATH, (request, reply) => {
      const query = queryOf(request.url);
      const queues = queueList(query.get('virtual-queues'));
      const ask = { queues, mode: query.get('mode') ?? undefined };
      const issue = modeIssue('ges-v3', ask.mode, 'mode');
      return serve(
        context,
        'ges-v3',
        request,
        reply,
        ask,
        (stats) => {
          if (issue) return gesRefusal(400, `Invalid parameters: ${issue}`);
          const data = Object.entries(estimatesFor(stats, queues)).map(
            ([virtualQueue, estimatedWaitTime]) => ({
              virtualQueue,
              estimatedWaitTime,
              ...(estimatedWaitTime === UNAVAILABLE_EWT
                ? { message: 'Estimated wait time is not available' }
                : {}),
            }),
          );
          return { status: 200, body: { status: gesStatus(200, 'Successful', corrId()), data } };
        },
        gesRefusal,
      );
    });
  },
};

const secondsBody = z.strictObject({ ewt: z.number().int().min(UNAVAILABLE_EWT) });

/**
 * The stats control API under `/sim/api/stats`: the wait times (`GET`), a queue's
 * (`PUT`/`DELETE /queues/:queue` `{ ewt }`), the default (`PUT /default` `{ ewt }`), and the
 * requests received (`GET`/`DELETE /requests`).
 */
export const statsModule: SimulatorModule = {
  name: 'stats',
  description:
    'Control of the estimated wait times: per virtual queue, the default, and the EWT requests received.',
  provides: [statsDomain],
  register(app, context) {
    acceptRawBodies(app);
    const base = `${context.controlBase}/stats`;
    const stats = context.domain(statsDomain);

    app.get(base, () => stats.view());

    app.put<{ Params: { queue: string }; Body: string | undefined }>(
      `${base}/queues/:queue`,
      (request, reply) => {
        const result = readJsonBody(request.body, secondsBody);
        if (!result.ok) return reply.code(400).send(bodyError(result.issues));
        stats.set(request.params.queue, result.value.ewt);
        const change = { queue: request.params.queue, ewt: result.value.ewt };
        context.emit('stats.queueSet', change);
        return change;
      },
    );

    app.delete<{ Params: { queue: string } }>(`${base}/queues/:queue`, (request) => {
      const removed = stats.unset(request.params.queue);
      context.emit('stats.queueUnset', { queue: request.params.queue, removed });
      return { queue: request.params.queue, removed, ewt: stats.estimate(request.params.queue) };
    });

    app.put<{ Body: string | undefined }>(`${base}/default`, (request, reply) => {
      const result = readJsonBody(request.body, secondsBody);
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      stats.setDefault(result.value.ewt);
      context.emit('stats.defaultSet', { ewt: result.value.ewt });
      return { defaultEwt: result.value.ewt };
    });

    app.get(`${base}/requests`, () => ({ requests: stats.calls() }));

    app.delete(`${base}/requests`, () => {
      const cleared = stats.clearCalls();
      context.emit('stats.requestsCleared', { cleared });
      return { cleared };
    });
  },
};
