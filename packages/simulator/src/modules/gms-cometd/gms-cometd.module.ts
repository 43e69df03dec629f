import type { FastifyInstance, FastifyReply } from 'fastify';
import { chatDomain } from '../../chat/chat.domain';
import type { SimulatorContext, SimulatorModule } from '../../module';
import {
  attachmentHeader,
  envelope,
  gmsSessions,
  type GmsErrorBody,
} from '../gms-chat/gms-chat.envelope';
import { nestFormEntries, type FormEntries } from '../gms-chat/gms-chat.form';
import {
  acceptGmsForms,
  answerGmsError,
  gmsOperations,
  parseSessionFields,
  refuseInSession,
  sendGmsRefusal,
} from '../gms-chat/gms-chat.module';
import { createFaultyPush, type FaultyPush } from '../faults/faults.push';
import { COMETD_PATH, createBayeuxServer } from './gms-cometd.bayeux';
import { createCometdService } from './gms-cometd.service';

/** Path of the file operations of the CometD mode (the widget's `cometD.apiURL`). */
export const COMETD_FILES_PATH = '/genesys/2/chat-ntf';

/** The file operations `POST /genesys/2/chat-ntf` takes in its `operation` field. */
export const cometdFileOperations = ['fileUpload', 'fileGetLimits', 'fileDownload'] as const;

/** Refuses requests without the configured `apikey` header, as the REST GMS module does. */
function requireApiKey(app: FastifyInstance, context: SimulatorContext): void {
  const { apiKey } = context.domainOptions(chatDomain);
  app.addHook('onRequest', async (request, reply) => {
    if (apiKey !== undefined && request.headers.apikey !== apiKey) {
      const body: GmsErrorBody = {
        statusCode: 2,
        errors: [{ code: 401, advice: 'Not authorised: apikey header' }],
      };
      return reply.code(401).send(body);
    }
  });
}

/** The name push faults match for the pushes of chat `chatId` (`POST /sim/api/faults` `route`). */
export const cometdPushChannel = (chatId: string) => `/push/gms-cometd/${chatId}`;

function registerBayeux(app: FastifyInstance, context: SimulatorContext): void {
  // One faulty sender per client and chat: a client that follows another chat gets a fresh one.
  const pushes = new Map<string, { chatId: string; push: FaultyPush }>();
  const pushOf = (clientId: string, chatId: string) => {
    const current = pushes.get(clientId);
    if (current?.chatId === chatId) return current.push;
    current?.push.dispose();
    const push = createFaultyPush({
      context,
      channel: cometdPushChannel(chatId),
      send: (frame) => bayeux.deliver(clientId, JSON.parse(frame) as object),
      close: () => bayeux.dropClient(clientId),
    });
    pushes.set(clientId, { chatId, push });
    return push;
  };
  const service = createCometdService({
    chat: context.domain(chatDomain),
    engine: context.engine,
    alias: context.domainOptions(chatDomain).alias,
    deliver(clientId, chatId, data) {
      if (!bayeux.bound(clientId)) return false;
      pushOf(clientId, chatId).send(JSON.stringify(data));
      return true;
    },
    record: (data) => context.emit('gms-cometd.operation', data),
  });
  const bayeux = createBayeuxServer(({ clientId, serviceName, data }) =>
    service.handle(clientId, serviceName, data),
  );
  bayeux.onClientGone((clientId) => {
    pushes.get(clientId)?.push.dispose();
    pushes.delete(clientId);
    service.forget(clientId);
  });

  // faye reads the request body itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const handler = (request: { raw: Parameters<typeof bayeux.handle>[0] }, reply: FastifyReply) => {
    reply.hijack();
    bayeux.handle(request.raw, reply.raw);
  };
  for (const url of [COMETD_PATH, `${COMETD_PATH}/*`]) {
    app.route({ method: ['GET', 'POST'], url, handler });
  }
  // @fastify/websocket takes every upgrade by the time the app is ready; the Bayeux path goes to faye first.
  app.addHook('onReady', async () => bayeux.attachUpgrades(context.root.server));
  app.addHook('preClose', (done) => {
    for (const { push } of pushes.values()) push.dispose();
    pushes.clear();
    service.close();
    bayeux.close();
    done();
  });
}

function registerFiles(app: FastifyInstance, context: SimulatorContext): void {
  const { engine } = context;
  const chat = context.domain(chatDomain);
  const settings = context.domainOptions(chatDomain);
  acceptGmsForms(app, settings.fileLimits.maxFileSize);
  app.setErrorHandler(answerGmsError);

  app.post<{ Body: FormEntries | undefined }>(COMETD_FILES_PATH, async (request, reply) => {
    const form = nestFormEntries(request.body ?? []);
    const operation = typeof form.operation === 'string' ? form.operation : '';
    const chatId = typeof form.chatId === 'string' ? form.chatId : '';
    const secureKey = typeof form.secureKey === 'string' ? form.secureKey : '';
    if (!(cometdFileOperations as readonly string[]).includes(operation)) {
      return sendGmsRefusal(reply, 400, {
        code: 400,
        advice: 'operation: must be a file operation',
      });
    }
    // The secure key names the session; a chatId, when sent, must agree with it. Looked up before
    // the fields are parsed: a refusal on a known session carries its envelope (protocols 10).
    const sessions = engine.store.get(gmsSessions);
    const found = [...sessions].find(
      ([id, keys]) => keys.secureKey === secureKey && (chatId === '' || chatId === id),
    );
    const conversation = found && chat.get(found[0]);
    if (!found || !conversation || !secureKey) {
      return sendGmsRefusal(reply, 404, { code: 404, advice: 'Previous session not found' });
    }
    const keys = found[1];
    try {
      const fields = parseSessionFields(form);
      context.emit('gms-cometd.file', { operation, chatId: conversation.id });
      if (chat.takeUnavailable(conversation.id))
        return envelope(conversation, keys, { statusCode: 1 });
      if (operation === 'fileDownload') {
        const fileId = typeof form.fileId === 'string' ? form.fileId : '';
        const file = chat.readFile(conversation.id, fileId);
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', attachmentHeader(file.name))
          .send(Buffer.from(file.bytes));
      }
      const rest = gmsOperations[operation === 'fileUpload' ? 'file' : 'file/limits']!;
      const now = engine.clock.now();
      const parts = await rest.run({ chat, conversation, fields, form, now });
      return envelope(conversation, keys, parts ?? {});
    } catch (error) {
      return refuseInSession(reply, conversation, keys, error);
    }
  });
}

/**
 * GMS chat v2 in CometD (push) mode: a Bayeux server for the chat channel, and its file endpoint.
 * Push faults strike the pushes of a chat on the channel `/push/gms-cometd/{chatId}`; `close`
 * ends the client's Bayeux session, so that it handshakes again and catches up.
 */
export const gmsCometdModule: SimulatorModule = {
  name: 'gms-cometd',
  description: `GMS chat v2 push mode: Bayeux at ${COMETD_PATH} (/service/chatV2/{service}), files at ${COMETD_FILES_PATH}; push faults match /push/gms-cometd/{chatId}.`,
  provides: [chatDomain],
  async register(app, context) {
    requireApiKey(app, context);
    await app.register(async (scope) => registerBayeux(scope, context));
    await app.register(async (scope) => registerFiles(scope, context));
  },
};
