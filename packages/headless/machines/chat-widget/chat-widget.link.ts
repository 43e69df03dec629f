import type { Actor, ActorRefFrom } from 'xstate';
import { chatStatusOf } from '../chat-session/chat-session.connect';
import { isUnreadMessage } from '../chat-session/chat-session.unread';
import type { ChatSessionMachine } from '../chat-session/chat-session.machine';
import type { ChatSessionEvent } from '../chat-session/chat-session.types';
import type { ChatWidgetMachine } from './chat-widget.machine';
import type { ChatWidgetEmitted, ChatWidgetEvent } from './chat-widget.types';

/** What the widget asks of the chat session, by notification. */
const requests: Partial<Record<ChatWidgetEmitted['type'], ChatSessionEvent>> = {
  'chat.end': { type: 'session.end' },
  'chat.read': { type: 'messages.read' },
  'chat.acceptSurvey': { type: 'survey.accept' },
  'chat.declineSurvey': { type: 'survey.decline' },
  'chat.declineReinvite': { type: 'reinvite.declined' },
  opened: { type: 'widget.opened' },
  closed: { type: 'widget.closed' },
  cancelled: { type: 'form.cancelled' },
};

/**
 * Wires a chat widget actor to a chat session actor: the widget learns the chat's status and news
 * (started, ended, restored, restore timeout, messages from others, survey offer, idle alerts), and the chat gets
 * the widget's requests (end, mark read, survey answers, window metadata). Returns the unlink function.
 */
export function linkChatWidget(
  widget: Actor<ChatWidgetMachine> | ActorRefFrom<ChatWidgetMachine>,
  chat: Actor<ChatSessionMachine> | ActorRefFrom<ChatSessionMachine>,
): () => void {
  let status = '';
  const report = () => {
    const snapshot = chat.getSnapshot();
    const next = chatStatusOf(snapshot);
    const async = snapshot.context.transport.capabilities.async;
    if (`${next}/${async}` === status) return;
    status = `${next}/${async}`;
    widget.send({ type: 'chat.status', status: next, async });
  };
  report();
  const forward = (event: ChatWidgetEvent) => () => {
    // The status comes first, so the widget's guards see the chat as it is when the news arrives.
    report();
    widget.send(event);
  };
  const subscriptions = [
    chat.subscribe(report),
    // The form is kept with the chat's metadata from the start request, before the chat starts.
    chat.on('started', () =>
      forward({ type: 'chat.started', form: chat.getSnapshot().context.metadata.form ?? {} })(),
    ),
    chat.on('ended', forward({ type: 'chat.ended' })),
    chat.on('restored', forward({ type: 'chat.restored' })),
    chat.on('restoreTimeout', forward({ type: 'chat.restoreTimeout' })),
    chat.on('surveyOffered', forward({ type: 'chat.surveyOffered' })),
    chat.on('idle', ({ notice }) => {
      if (notice.kind === 'alert') forward({ type: 'chat.idleAlert' })();
    }),
    chat.on('messageReceived', ({ messages, restoring }) => {
      // Restored messages were counted, if at all, before the page loaded (the window store keeps that count).
      if (!restoring && messages.some((message) => message.from.type !== 'Client')) {
        forward({ type: 'chat.message', unread: messages.filter(isUnreadMessage).length })();
      }
    }),
    widget.on('*', (notification) => {
      if (notification.type === 'chat.inject') {
        chat.send({ type: 'message.inject', message: notification.message });
        return;
      }
      const request = requests[notification.type];
      if (request) chat.send(request);
    }),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
