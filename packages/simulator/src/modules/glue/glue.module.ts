import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorModule } from '../../module';
import { acceptRawBodies } from '../../http/raw-body';
import { bodyError, readJsonBody, toBodyIssues, type BodyIssue } from '../../http/json-body';
import {
  glueCallsQuerySchema,
  glueFailureSchema,
  logActionSchema,
  personalInformationSchema,
  type GlueEndpoint,
} from './glue.schemas';
import { glueState, type GlueCall } from './glue.state';

/** The body check of one call: the body as recorded, and the issues if it was refused. */
interface BodyCheck {
  body: unknown;
  issues: BodyIssue[];
}

/** Route generic of the POST routes: bodies arrive as raw text (see acceptRawBodies). */
interface RawBody {
  Body: string | undefined;
}

/** The fault key of a glue endpoint in the shared failure knob. */
export function glueFaultKey(endpoint: GlueEndpoint): string {
  return `glue/${endpoint}`;
}

/** The site glue endpoints: session abort, store personal information and log action. */
export const glueModule: SimulatorModule = {
  name: 'glue',
  description:
    'Site glue: GET sessionabort, POST StorePersonalInformation and POST LogAction under the API base.',
  register(app, context) {
    const { engine, apiBase, controlBase } = context;
    acceptRawBodies(app);

    function answer(
      endpoint: GlueEndpoint,
      request: FastifyRequest,
      reply: FastifyReply,
      check: BodyCheck,
    ) {
      const fault = engine.faults.take(glueFaultKey(endpoint));
      const status = fault?.status ?? (check.issues.length > 0 ? 400 : 200);
      const state = engine.store.get(glueState);
      const call: GlueCall = {
        id: `glue-${state.nextId}`,
        endpoint,
        method: request.method,
        path: request.url,
        body: check.body,
        receivedAt: new Date(engine.clock.now()).toISOString(),
        valid: check.issues.length === 0,
        issues: check.issues,
        status,
      };
      state.nextId += 1;
      state.calls.push(call);
      context.emit('glue.called', call);

      if (fault) {
        // Node keeps a preset statusMessage when Fastify writes the head, so the client sees this reason phrase.
        reply.raw.statusMessage = fault.statusText;
        return reply.code(fault.status).send({ error: fault.statusText, injected: true });
      }
      if (check.issues.length > 0) return reply.code(400).send(bodyError(check.issues));
      return reply.code(200).send({});
    }

    app.get(`${apiBase}/sessionabort`, (request, reply) =>
      answer('sessionabort', request, reply, { body: null, issues: [] }),
    );

    app.post<RawBody>(`${apiBase}/StorePersonalInformation`, (request, reply) => {
      const result = readJsonBody(request.body, personalInformationSchema);
      return answer('StorePersonalInformation', request, reply, {
        body: result.body,
        issues: result.ok ? [] : result.issues,
      });
    });

    app.post<RawBody>(`${apiBase}/LogAction`, (request, reply) => {
      const result = readJsonBody(request.body, logActionSchema);
      return answer('LogAction', request, reply, {
        body: result.body,
        issues: result.ok ? [] : result.issues,
      });
    });

    app.get(`${controlBase}/glue/calls`, (request, reply) => {
      const query = glueCallsQuerySchema.safeParse(request.query);
      if (!query.success) {
        return reply.code(400).send(bodyError(toBodyIssues(query.error.issues, 'query'), 'query'));
      }
      const { endpoint } = query.data;
      const calls = engine.store.get(glueState).calls;
      return { calls: endpoint ? calls.filter((call) => call.endpoint === endpoint) : calls };
    });

    app.delete(`${controlBase}/glue/calls`, () => {
      const state = engine.store.get(glueState);
      const cleared = state.calls.length;
      state.calls = [];
      context.emit('glue.callsCleared', { cleared });
      return { cleared };
    });

    app.post<RawBody>(`${controlBase}/glue/failures`, (request, reply) => {
      const result = readJsonBody(request.body, glueFailureSchema);
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      const { endpoint, ...spec } = result.value;
      const armed = engine.faults.arm(glueFaultKey(endpoint), spec);
      const failure = {
        endpoint,
        status: armed.status,
        statusText: armed.statusText,
        remaining: armed.remaining,
      };
      context.emit('glue.failureArmed', failure);
      return failure;
    });
  },
};
