import * as z from 'zod';
import { bodyError, readJsonBody } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import type { SimulatorModule } from '../../module';
import { sendMessageDomain } from '../../send-message/send-message.domain';
import {
  allowedTypesSchema,
  maxFilesSchema,
  maxTotalSizeSchema,
} from '../../send-message/send-message.options';

/** Body of `PATCH /sim/api/send-message/settings`. */
export const sendMessageSettingsSchema = z.strictObject({
  apiKey: z.string().min(1).nullable().optional(),
  maxFiles: maxFilesSchema.optional(),
  maxTotalSize: maxTotalSizeSchema.optional(),
  allowedTypes: allowedTypesSchema.optional(),
});

const errorEntrySchema = z.strictObject({
  code: z.int(),
  advice: z.union([z.string(), z.number()]).optional(),
});

/** Body of `POST /sim/api/send-message/failures`: the next messages answer this failure. */
export const forcedSendMessageFailureSchema = z.strictObject({
  kind: z.enum(['errors', 'status', 'network']).optional(),
  status: z.union([z.literal(200), z.int().min(400).max(599)]).optional(),
  errors: z.array(errorEntrySchema).min(1).optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  count: z.int().min(0).optional(),
});

/**
 * The send-message control API under `/sim/api/send-message`: the messages received and their files
 * (each downloadable), the limits (files, size, types, key) and forced failures.
 */
export const sendMessageModule: SimulatorModule = {
  name: 'send-message',
  description:
    'Send-message control API: list, download the files of, and clear the messages; set the limits; force errors and network failures.',
  provides: [sendMessageDomain],
  register(app, context) {
    const sendMessage = context.domain(sendMessageDomain);
    const base = `${context.controlBase}/send-message`;
    acceptRawBodies(app);

    app.get(base, () => ({ messages: sendMessage.list() }));

    app.delete(base, () => ({ cleared: sendMessage.clear() }));

    app.get<{ Params: { id: string; index: string } }>(
      `${base}/:id/files/:index`,
      (request, reply) => {
        const found = sendMessage.file(request.params.id, Number(request.params.index));
        if (!found) return reply.code(404).send({ error: 'No such file' });
        return reply
          .type(found.file.type || 'application/octet-stream')
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(found.file.name)}`,
          )
          .send(Buffer.from(found.bytes));
      },
    );

    app.get(`${base}/settings`, () => sendMessage.settings());

    app.patch<{ Body: string | undefined }>(`${base}/settings`, (request, reply) => {
      const result = readJsonBody(request.body, sendMessageSettingsSchema);
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      return sendMessage.configure(result.value);
    });

    app.post<{ Body: string | undefined }>(`${base}/failures`, (request, reply) => {
      const result = readJsonBody(request.body, forcedSendMessageFailureSchema, {
        optional: true,
      });
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      const { count, ...failure } = result.value;
      return sendMessage.forceFailure({
        ...failure,
        ...(count === undefined ? {} : { remaining: count }),
      });
    });

    app.delete(`${base}/failures`, () => ({ cleared: sendMessage.clearFailures() }));
  },
};
