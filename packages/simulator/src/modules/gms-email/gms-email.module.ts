import { header } from '../../callback/callback.bodies';
import type { SimulatorModule } from '../../module';
import { sendMessageDomain } from '../../send-message/send-message.domain';
import { acceptFormBodies, type FormEntries } from '../gms-chat/gms-chat.form';

/** The GMS Email API v2 path: `POST {gmsEmailBase}/{service}`, the widget's `sendmessage.dataURL`. */
export const gmsEmailBase = '/genesys/2/email';

const mebibyte = 1024 * 1024;

/**
 * GMS Email API v2 for the SendMessage widget (service-protocols 9 and 13 §6b): the multipart
 * (files included) or URL-encoded POST, checked as GMS checks it (required fields 102-182, the
 * from address 381, the file count 201, total size 202 and types 203 with the domain's limits),
 * answering JSON `{interactionId}` or HTTP 400 JSON `{errors:[{code, advice}]}`.
 */
export const gmsEmailModule: SimulatorModule = {
  name: 'gms-email',
  description:
    'GMS Email API v2: POST /genesys/2/email/{service} (multipart or URL-encoded) → {interactionId} or 400 {errors:[{code, advice}]}.',
  provides: [sendMessageDomain],
  register(app, context) {
    const sendMessage = context.domain(sendMessageDomain);
    // Over the total-size limit by some margin, so that too large a message is answered 202 and not cut off.
    acceptFormBodies(app, Math.max(2 * sendMessage.settings().maxTotalSize, mebibyte) + mebibyte);

    app.post<{ Params: { serviceName: string }; Body: FormEntries | undefined }>(
      `${gmsEmailBase}/:serviceName`,
      async (request, reply) => {
        const contentType = header(request.headers['content-type']) ?? '';
        const answer = await sendMessage.receive({
          serviceName: request.params.serviceName,
          apiKey: header(request.headers['apikey']),
          contactCenterId: header(request.headers['contactcenterid']),
          encoding: contentType.startsWith('multipart/') ? 'multipart' : 'urlencoded',
          entries: request.body ?? [],
        });
        if (answer.kind === 'network') {
          reply.hijack();
          request.raw.socket.destroy();
          return reply;
        }
        return reply.code(answer.status).type('application/json').send(answer.body);
      },
    );
  },
};
