import { chatErrorKeys, injectedMessage, sendProblem } from './chat-session.logic';
import { chatSessionSetup } from './chat-session.setup';

/**
 * Actions of commands that need no state of their own: notices, typing and user data sent to the
 * server, and the rejections of commands that cannot run now (emitted, with the spec's texts).
 */
export const commandActions = {
  rejectMalformedUserData: chatSessionSetup.emit({
    type: 'rejected',
    command: 'startChat',
    error: { key: chatErrorKeys.malformedUserData },
  }),
  rejectAlreadyActive: chatSessionSetup.emit(({ event }) => ({
    type: 'rejected' as const,
    command: event.type,
    error: { key: chatErrorKeys.alreadyActive },
  })),
  rejectAlreadyRestoring: chatSessionSetup.emit({
    type: 'rejected',
    command: 'restore',
    error: { key: chatErrorKeys.alreadyRestoring },
  }),
  rejectPollNotFinished: chatSessionSetup.emit({
    type: 'rejected',
    command: 'poll',
    error: { key: chatErrorKeys.pollNotFinished },
  }),
  rejectSend: chatSessionSetup.emit(({ context, event }) => ({
    type: 'rejected' as const,
    command: 'sendMessage',
    error: sendProblem(
      event.type === 'message.send' ? event.text : '',
      context.options.maxMessageLength,
      context.session !== undefined,
    ) ?? { key: chatErrorKeys.noActiveSession },
  })),
  rejectNoActiveSession: chatSessionSetup.emit(({ event }) => ({
    type: 'rejected' as const,
    command: event.type,
    error: { key: chatErrorKeys.noActiveSession },
  })),
  sendCustomNotice: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    if (event.type !== 'notice.send') return;
    enqueue.spawnChild('notifyServer', {
      input: {
        call: () => context.transport.customNotice(context.session!, event.text, event.attributes),
      },
    });
  }),
  sendTyping: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    if (event.type !== 'visitor.typing') return;
    // Announced as it changes: a preview sent with each key the visitor types is one start.
    if (event.typing !== context.visitorTyping) {
      enqueue.assign({ visitorTyping: event.typing });
      enqueue.emit({ type: event.typing ? 'clientTypingStarted' : 'clientTypingStopped' });
    }
    enqueue.spawnChild('notifyServer', {
      input: {
        call: () =>
          context.transport.typing(context.session!, event.typing, event.preview, context.position),
      },
    });
  }),
  // The site's own message: shown, never sent, and gone with the page like the transcript it joins.
  injectMessage: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    if (event.type !== 'message.inject') return;
    const message = injectedMessage(context.messages, event.message, context.now());
    enqueue.assign({ messages: [...context.messages, message] });
    enqueue.emit({ type: 'messageReceived', messages: [message], restoring: false });
  }),
  sendUserData: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    if (event.type !== 'userData.update') return;
    enqueue.spawnChild('notifyServer', {
      input: { call: () => context.transport.updateData(context.session!, event.userData) },
    });
  }),
};
