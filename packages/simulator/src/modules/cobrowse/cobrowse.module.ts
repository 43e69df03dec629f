import * as z from 'zod';
import { coBrowseDomain } from '../../cobrowse/cobrowse.domain';
import type { SimulatorModule } from '../../module';
import { COBROWSE_BASE, COBROWSE_SCRIPT_PATH, coBrowseStandInScript } from './cobrowse.script';

interface TokenRoute {
  Params: { token: string };
}

const statusQuery = z.object({ token: z.string().optional() });

const offline = { online: false, message: 'The co-browse service is offline' };

/**
 * The stand-in co-browse product on the page's origin: its script at `/cobrowse/js/gcb.min.js`
 * and the service it talks to under `/cobrowse/rest` (status, start a session, leave it). The real
 * product's wire (CometD) is not simulated: the script and its service are cxkit's own.
 */
export const gcbCoBrowseModule: SimulatorModule = {
  name: 'gcb-cobrowse',
  description:
    'Stand-in co-browse product: GET /cobrowse/js/gcb.min.js (its script) and its service under /cobrowse/rest.',
  provides: [coBrowseDomain],
  register(app, context) {
    const cobrowse = context.domain(coBrowseDomain);

    app.get(COBROWSE_SCRIPT_PATH, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
        .send(coBrowseStandInScript),
    );

    app.get(`${COBROWSE_BASE}/rest/status`, (request, reply) => {
      if (!cobrowse.online()) return reply.code(503).send(offline);
      const query = statusQuery.safeParse(request.query);
      const token = query.success ? query.data.token : undefined;
      const session = token === undefined ? undefined : cobrowse.get(token);
      return {
        online: true,
        ...(session ? { session: { token: session.token, state: session.state } } : {}),
      };
    });

    app.post(`${COBROWSE_BASE}/rest/sessions`, (_request, reply) => {
      const session = cobrowse.start();
      if (!session) return reply.code(503).send(offline);
      return reply.code(201).send({ id: session.id, token: session.token });
    });

    app.post<TokenRoute>(`${COBROWSE_BASE}/rest/sessions/:token/exit`, (request, reply) => {
      const session = cobrowse.end(request.params.token, 'visitor');
      if (!session) return reply.code(404).send({ message: 'No such co-browse session' });
      return { session };
    });
  },
};
