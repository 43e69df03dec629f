import type { ChatBatch } from '../../transports/transport.types';
import { chatSessionSetup, outputOf } from './chat-session.setup';

/**
 * Actions of what the page controls of a chat: polls stopped and resumed (`stopPoll`/`startPoll`), a
 * sleep and a wake, the options that may change between chats, and the report of a lost session.
 * `pollingStarted` and `pollingStopped` follow whether polls run: a chat starts or restores with them
 * running, and its end stops them.
 */
export const controlActions = {
  announcePollingStarted: chatSessionSetup.enqueueActions(({ context, enqueue }) => {
    if (context.polling) return;
    enqueue.assign({ polling: true });
    enqueue.emit({ type: 'pollingStarted' });
  }),
  announcePollingStopped: chatSessionSetup.enqueueActions(({ context, enqueue }) => {
    if (!context.polling) return;
    enqueue.assign({ polling: false });
    enqueue.emit({ type: 'pollingStopped' });
  }),
  announceSleeping: chatSessionSetup.emit({ type: 'sleeping' }),
  announceWaking: chatSessionSetup.emit({ type: 'waking' }),
  // A chat starts with the visitor not typing: a stop sent before the last one ended is not owed.
  forgetVisitorTyping: chatSessionSetup.assign({ visitorTyping: false }),
  assignConfiguration: chatSessionSetup.assign(({ context, event }) =>
    event.type === 'session.configure' ? { options: { ...context.options, ...event.options } } : {},
  ),
  // A refusal that also ends the chat (404, an invalid session, statusCode 2 with chatEnded): the
  // server no longer has the session the page polls.
  reportSessionLost: chatSessionSetup.enqueueActions(({ event, enqueue }) => {
    const output = outputOf<ChatBatch>(event);
    if (!output.ok && output.error.kind === 'rejected' && output.error.ended)
      enqueue.emit({ type: 'sessionLost', status: output.error.status });
  }),
};

/** In a state where polls run (waiting or polling): `poll.stop` and `session.sleep` stop them. */
export const stopPolling = {
  'poll.stop': { target: 'stopped', actions: 'announcePollingStopped' },
  'session.sleep': { target: 'sleeping', actions: ['announcePollingStopped', 'announceSleeping'] },
} as const;

/**
 * The `receiving` region's states without polls: `stopped` until `poll.start`, `sleeping` until
 * `session.wake`; either way the chat then reads at once, for what came meanwhile. A stop while
 * asleep changes nothing: the wake resumes the polls.
 */
export const pollsHeld = {
  stopped: {
    on: {
      'poll.start': { target: 'polling', actions: 'announcePollingStarted' },
      'session.sleep': { target: 'sleeping', actions: 'announceSleeping' },
    },
  },
  sleeping: {
    on: {
      'session.wake': { target: 'polling', actions: ['announceWaking', 'announcePollingStarted'] },
    },
  },
} as const;
