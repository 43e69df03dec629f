import * as z from 'zod';
import { coBrowseDomain } from '../../cobrowse/cobrowse.domain';
import { bodyError, readJsonBody } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import type { SimulatorModule } from '../../module';

interface TokenRoute {
  Params: { token: string };
}

/** Body of `PUT /sim/api/cobrowse/service`. */
export const coBrowseServiceSchema = z.strictObject({ online: z.boolean() });

/**
 * The co-browse control API under `/sim/api/cobrowse`: the sessions (the agent's side ends one),
 * and the service made offline or online again.
 */
export const coBrowseControlModule: SimulatorModule = {
  name: 'cobrowse',
  description:
    'Co-browse control API: list and clear sessions, end one as the agent, make the service offline or online.',
  provides: [coBrowseDomain],
  register(app, context) {
    const cobrowse = context.domain(coBrowseDomain);
    const base = `${context.controlBase}/cobrowse`;
    acceptRawBodies(app);

    app.get(base, () => ({ online: cobrowse.online(), sessions: cobrowse.list() }));

    app.delete(base, () => ({ cleared: cobrowse.clear() }));

    app.post<TokenRoute>(`${base}/sessions/:token/end`, (request, reply) => {
      const session = cobrowse.end(request.params.token, 'agent');
      if (!session) return reply.code(404).send({ message: 'No such co-browse session' });
      return { session };
    });

    app.get(`${base}/service`, () => ({ online: cobrowse.online() }));

    app.put<{ Body: string | undefined }>(`${base}/service`, (request, reply) => {
      const result = readJsonBody(request.body, coBrowseServiceSchema);
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      return { online: cobrowse.setOnline(result.value.online) };
    });
  },
};
