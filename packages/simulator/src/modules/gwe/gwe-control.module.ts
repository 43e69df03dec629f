import * as z from 'zod';
import { gweDomain } from '../../gwe/gwe.domain';
import { bodyError, readJsonBody } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import type { SimulatorModule } from '../../module';

const id = z.union([z.string().min(1), z.number()]).transform(String);

const dispositionSchema = z.strictObject({
  code: z.union([z.string(), z.number()]).optional(),
  command: z.string().optional(),
  data: z.unknown().optional(),
});

/** Body of `POST /sim/api/gwe/invites`: a chat invite as GWE pushes it, and the visit it goes to. */
export const gweInviteBody = z.strictObject({
  /** The visit to push to; none: every visitor. */
  visitID: z.string().min(1).optional(),
  subject: z.string().optional(),
  message: z.string().optional(),
  acceptBtnCaption: z.string().optional(),
  cancelBtnCaption: z.string().optional(),
  inviteTimeout: z.number().optional(),
  timeout: z.number().optional(),
  chatOptions: z
    .strictObject({
      registration: z.boolean().optional(),
      userData: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  actionID: id.optional(),
  engagementID: id.optional(),
  alias: z.string().optional(),
  webengagement: z.string().optional(),
  media: z.string().optional(),
  dispositions: z
    .strictObject({
      accept: dispositionSchema.optional(),
      cancel: dispositionSchema.optional(),
      timeout: dispositionSchema.optional(),
      pageExit: dispositionSchema.optional(),
    })
    .optional(),
});

/** Body of `POST /sim/api/gwe/pushes`: any push (an offer, a send-message, remote commands). */
export const gwePushBody = z.strictObject({
  visitID: z.string().min(1).optional(),
  channel: z.string().min(1),
  data: z.unknown(),
});

/** The alias the simulated GWE server names itself by in its invites. */
export const GWE_ALIAS = 'cxkit-sim';

/**
 * The GWE control API under `/sim/api/gwe`: the visitors, dispositions and tracker events
 * (`GET`), an invite pushed to a visitor (`POST /invites`, ids made when not given), any other
 * push (`POST /pushes`), and a reset (`DELETE`).
 */
export const gweControlModule: SimulatorModule = {
  name: 'gwe',
  description:
    'GWE control API: push a chat invite (or any push) to a visitor, list visitors, dispositions and tracker events, clear them.',
  provides: [gweDomain],
  register(app, context) {
    const gwe = context.domain(gweDomain);
    const base = `${context.controlBase}/gwe`;
    acceptRawBodies(app);

    app.get(base, () => ({
      visitors: gwe.visitors(),
      dispositions: gwe.dispositions(),
      events: gwe.events(),
    }));

    app.get(`${base}/dispositions`, () => ({ dispositions: gwe.dispositions() }));

    app.delete(base, () => ({ cleared: gwe.clear() }));

    app.post<{ Body: string | undefined }>(`${base}/invites`, (request, reply) => {
      const result = readJsonBody(request.body, gweInviteBody, { optional: true });
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      const { visitID, ...fields } = result.value;
      const ids =
        fields.actionID && fields.engagementID
          ? { actionID: fields.actionID, engagementID: fields.engagementID }
          : gwe.nextEngagement();
      const invite = { type: 'chat', media: 'chat', alias: GWE_ALIAS, ...fields, ...ids };
      const to = gwe.push({ channel: 'gpe.setVariable', data: invite }, visitID);
      if (to.length === 0) return reply.code(404).send({ message: 'No visitor to invite' });
      return { invite, to };
    });

    app.post<{ Body: string | undefined }>(`${base}/pushes`, (request, reply) => {
      const result = readJsonBody(request.body, gwePushBody);
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      const { visitID, channel, data } = result.value;
      const to = gwe.push({ channel, data }, visitID);
      if (to.length === 0) return reply.code(404).send({ message: 'No visitor to push to' });
      return { to };
    });
  },
};
