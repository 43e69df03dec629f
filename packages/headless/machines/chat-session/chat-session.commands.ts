import { chatErrorKeys, sendProblem } from './chat-session.logic';
import { chatSessionSetup, ignored } from './chat-session.setup';

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
  sendCustomNotice: chatSessionSetup.spawnChild('notifyServer', {
    input: ({ context, event }) => ({
      call: () =>
        event.type === 'notice.send'
          ? context.transport.customNotice(context.session!, event.text, event.attributes)
          : Promise.resolve(ignored),
    }),
  }),
  sendTyping: chatSessionSetup.spawnChild('notifyServer', {
    input: ({ context, event }) => ({
      call: () =>
        event.type === 'visitor.typing'
          ? context.transport.typing(
              context.session!,
              event.typing,
              event.preview,
              context.position,
            )
          : Promise.resolve(ignored),
    }),
  }),
  sendUserData: chatSessionSetup.spawnChild('notifyServer', {
    input: ({ context, event }) => ({
      call: () =>
        event.type === 'userData.update'
          ? context.transport.updateData(context.session!, event.userData)
          : Promise.resolve(ignored),
    }),
  }),
};
