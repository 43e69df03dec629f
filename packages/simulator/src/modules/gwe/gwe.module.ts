import * as z from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gweDomain } from '../../gwe/gwe.domain';
import { readJsonBody, bodyError } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import type { SimulatorModule } from '../../module';
import { GWE_BASE, GWE_INVITES_PATH, GWE_TRACKER_PATH, gweStandInScript } from './gwe.script';

const text = z.string().optional().default('');

/** The query of a chat-invite disposition (service-protocols 12), every parameter as sent. */
export const gweDispositionQuery = z.object({
  result: z.string().min(1),
  media: text,
  visitID: text,
  pageID: text,
  alias: text,
  engagementID: text,
  webengagement: text,
});

const visitQuery = z.object({ visitID: z.string().optional() });
const notificationsQuery = z.object({ visitID: z.string().min(1) });

/** Body of `POST {endpoint}/server/data/events`: what a tracker pushed. */
export const gweEventBody = z.object({
  visitID: z.string(),
  pageID: z.string(),
  values: z.array(z.unknown()),
});

/** The CORS headers of a credentialed request: its own origin, never `*`. */
function allowCredentials(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin;
  if (!origin) return;
  reply.headers({
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  });
}

/**
 * The simulated GWE server under `/gwe` (a page's `gwe.httpEndpoint` is `{origin}/gwe`): the
 * stand-in tracker at `/gwe/server/resources/js/build/GTCJ.min.js`, the chat-invite dispositions
 * at `GET /gwe/server/data/invites` (service-protocols 12), and the stand-in tracker's own visit,
 * notifications and events paths.
 */
export const gweModule: SimulatorModule = {
  name: 'gwe-server',
  description:
    'Web engagement (GWE): the stand-in tracker GTCJ.min.js, GET /gwe/server/data/invites dispositions, and the tracker visit, notifications and events.',
  provides: [gweDomain],
  register(app, context) {
    const gwe = context.domain(gweDomain);
    acceptRawBodies(app);

    app.get(GWE_TRACKER_PATH, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
        .send(gweStandInScript(gwe.pollInterval())),
    );

    app.get(GWE_INVITES_PATH, (request, reply) => {
      allowCredentials(request, reply);
      const query = gweDispositionQuery.safeParse(request.query);
      if (!query.success) return reply.code(400).send({ message: 'result is required' });
      gwe.recordDisposition({ ...query.data, withCookies: Boolean(request.headers.cookie) });
      return reply.code(200).send({});
    });

    app.get(`${GWE_BASE}/server/data/visit`, (request, reply) => {
      allowCredentials(request, reply);
      const query = visitQuery.safeParse(request.query);
      const visitor = gwe.visit(query.success ? query.data.visitID || undefined : undefined);
      return { visitID: visitor.visitID, pageID: visitor.pageID };
    });

    app.get(`${GWE_BASE}/server/data/notifications`, (request, reply) => {
      allowCredentials(request, reply);
      const query = notificationsQuery.safeParse(request.query);
      if (!query.success) return reply.code(400).send({ message: 'visitID is required' });
      const notifications = gwe.take(query.data.visitID);
      if (!notifications) return reply.code(404).send({ message: 'No such visit' });
      return { notifications };
    });

    app.post<{ Body: string | undefined }>(`${GWE_BASE}/server/data/events`, (request, reply) => {
      allowCredentials(request, reply);
      const result = readJsonBody(request.body, gweEventBody);
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      return reply.code(202).send(gwe.recordEvent(result.value));
    });
  },
};
